import type { GtgGame } from '@all22/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { describeMatchup } from '../lib/guide-labels';

type Matchup = GtgGame['matchups'][number];

/** The game's key matchups: each side's leading receiver, rusher and pass rusher against the other's figure. */
export function GuideMatchups({
  matchups,
  abbrs,
}: {
  matchups: GtgGame['matchups'];
  /** The two teams' abbreviations as shown, by id. */
  abbrs: ReadonlyMap<string, string>;
}) {
  if (matchups.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No matchups yet: neither side has played a game to go by.
      </Typography>
    );
  }
  // By the team with the ball: its receiver and rusher, and the other side's pass rush.
  const offenseOf = (matchup: Matchup) =>
    matchup.kind === 'passRush' ? matchup.opponent.teamId : matchup.player.teamId;
  const sides = [...new Set(matchups.map(offenseOf))];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {sides.map((teamId) => (
        <Stack key={teamId} spacing={1}>
          <Typography component="h4" variant="subtitle2" color="text.secondary">
            When {abbrs.get(teamId) ?? teamId} has the ball
          </Typography>
          <MatchupList matchups={matchups.filter((matchup) => offenseOf(matchup) === teamId)} />
        </Stack>
      ))}
    </Box>
  );
}

function MatchupList({ matchups }: { matchups: readonly Matchup[] }) {
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
                underline="always"
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
