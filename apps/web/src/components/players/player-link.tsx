import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../config/paths';

/** A player's name linking to his page. */
export function PlayerLink({ nflId, name }: { nflId: number; name: string }) {
  return (
    <Link component={RouterLink} to={routeHref('players-player-playerId', { playerId: String(nflId) })}>
      {name}
    </Link>
  );
}
