import type { GameResponse } from '@all22/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBoxScore } from '../api/get-box-score';
import { STAT_GROUPS } from '../lib/player-stat-columns';
import { PlayerStatTable } from './player-stat-table';
import { GameSection, QueryView } from './query-view';

/** Stats: every player's line, by section, the visitor's table beside the home team's on wide screens. */
export function PlayerStatsTab({ game }: { game: GameResponse }) {
  const boxScore = useBoxScore(String(game.gameId));
  return (
    <QueryView query={boxScore} what="The players' stats">
      {(data) =>
        STAT_GROUPS.map((group) => (
          <GameSection key={group.key} title={group.title}>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {[data.visitor, data.home].map((team) => (
                <Stack key={team.teamId} spacing={0.75} sx={{ minWidth: 0 }}>
                  <Typography component="h3" variant="subtitle2" color="text.secondary">
                    {team.teamId === game.homeTeamId ? game.homeTeam.fullName : game.visitorTeam.fullName}
                  </Typography>
                  <PlayerStatTable
                    label={`${team.abbr} ${group.title.toLowerCase()}`}
                    columns={group.columns}
                    players={team.players[group.key]}
                  />
                </Stack>
              ))}
            </Box>
          </GameSection>
        ))
      }
    </QueryView>
  );
}
