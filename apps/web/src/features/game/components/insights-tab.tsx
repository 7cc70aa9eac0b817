import type { GameResponse } from '@all22/contracts';
import { getGameInsights } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useGameTeamStats } from '../api/get-game-team-stats';
import { usePlayByPlay } from '../api/get-play-by-play';
import { QueryView } from './query-view';

/** Insights: the game's notable numbers (domain rules), each card listing the figures it rests on. */
export function InsightsTab({ game }: { game: GameResponse }) {
  const gameId = String(game.gameId);
  const teamStats = useGameTeamStats(gameId);
  const playByPlay = usePlayByPlay(gameId);
  return (
    <QueryView query={teamStats} what="The team stats">
      {(stats) => (
        <QueryView query={playByPlay} what="The play-by-play">
          {(pbp) => {
            const insights = getGameInsights({
              home: { teamId: stats.home.teamId, abbr: stats.home.abbr, stats: stats.home.stats },
              visitor: { teamId: stats.visitor.teamId, abbr: stats.visitor.abbr, stats: stats.visitor.stats },
              plays: pbp.drives.flatMap((drive) => drive.plays),
            });
            if (insights.length === 0) return <Alert severity="info">Insights start at kick-off.</Alert>;
            return (
              <Box
                component="ul"
                aria-label="Game insights"
                sx={{
                  display: 'grid',
                  gap: 2,
                  p: 0,
                  m: 0,
                  listStyle: 'none',
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                {insights.map((insight) => (
                  <Card component="li" variant="outlined" key={insight.key} data-insight={insight.key}>
                    <CardContent>
                      <Typography variant="overline" color="text.secondary" component="h2">
                        {insight.title}
                      </Typography>
                      <Typography sx={{ fontWeight: 700, mb: 1 }}>{insight.text}</Typography>
                      <Box
                        component="dl"
                        sx={{
                          m: 0,
                          display: 'grid',
                          gridTemplateColumns: 'auto 1fr',
                          columnGap: 2,
                          rowGap: 0.5,
                        }}
                      >
                        {insight.sources.map((source) => (
                          <Box key={source.label} sx={{ display: 'contents' }}>
                            <Typography component="dt" variant="caption" color="text.secondary">
                              {source.label}
                            </Typography>
                            <Typography
                              component="dd"
                              variant="caption"
                              sx={{ m: 0, overflowWrap: 'anywhere' }}
                            >
                              {source.value}
                            </Typography>
                          </Box>
                        ))}
                      </Box>
                    </CardContent>
                  </Card>
                ))}
              </Box>
            );
          }}
        </QueryView>
      )}
    </QueryView>
  );
}
