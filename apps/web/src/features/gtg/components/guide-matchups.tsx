import type { GtgGame } from '@all22/contracts';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { describeMatchup } from '../lib/guide-labels';

/** The game's key matchups: each side's leading receiver, rusher and pass rusher against the other's figure. */
export function GuideMatchups({ matchups }: { matchups: GtgGame['matchups'] }) {
  if (matchups.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No matchups yet: neither side has played a game to go by.
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {matchups.map((matchup) => {
        const text = describeMatchup(matchup);
        return (
          <li key={`${matchup.kind}-${matchup.player.teamId}`}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {matchup.title}
            </Typography>
            <Typography variant="body2">
              <Link
                component={RouterLink}
                to={routeHref('players-player-playerId', { playerId: String(matchup.player.nflId) })}
              >
                {matchup.player.displayName}
              </Link>{' '}
              ({matchup.player.position}): {text.player}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              vs {text.opponent}
            </Typography>
          </li>
        );
      })}
    </Stack>
  );
}
