import { formatTeamAbbr } from '@all22/domain';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';

/** A team's abbreviation (or name) linking to its page. */
export function TeamLink({
  team,
  full = false,
}: {
  team: { teamId: string; abbr: string; fullName: string };
  full?: boolean;
}) {
  return (
    <Link
      component={RouterLink}
      to={routeHref('teams-team-teamId', { teamId: team.teamId })}
      underline="always"
      data-team-link={team.teamId}
    >
      {full ? team.fullName : formatTeamAbbr(team.abbr)}
    </Link>
  );
}

/** A player's name linking to his page. */
export function PlayerLink({ player }: { player: { nflId: number; displayName: string } }) {
  return (
    <Link
      component={RouterLink}
      to={routeHref('players-player-playerId', { playerId: String(player.nflId) })}
      underline="always"
      data-player-link={player.nflId}
    >
      {player.displayName}
    </Link>
  );
}
