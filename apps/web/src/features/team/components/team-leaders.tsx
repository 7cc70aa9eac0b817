import { CardGrid, CardGridItem } from '../../../components/layout/card-grid';
import type { PlayerStatGroups } from '@all22/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { PlayerLink } from '../../../components/players/player-link';
import { getTeamLeaders } from '../lib/team-leaders';

/** The Overview's team leaders: one card per category, the player linking to his page. */
export function TeamLeaders({ players, season }: { players: PlayerStatGroups; season: number }) {
  const leaders = useMemo(() => getTeamLeaders(players), [players]);
  if (leaders.length === 0) {
    return (
      <Alert severity="info">No {season} stats yet: the leaders appear after the team's first game.</Alert>
    );
  }
  return (
    <CardGrid
      label="Team leaders"
      columns={{ xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' }}
    >
      {leaders.map((leader) => (
        <CardGridItem key={leader.category} padding={1.5} testId={`leader-${leader.category}`}>
          <Typography variant="overline" color="text.secondary" component="p">
            {leader.label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {leader.valueText}
          </Typography>
          <Typography variant="body2" component="p" noWrap>
            <PlayerLink nflId={leader.player.nflId} name={leader.player.displayName} />{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {leader.player.position}
            </Box>
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {leader.detail}
          </Typography>
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
