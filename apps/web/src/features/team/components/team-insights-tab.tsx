import { CardGrid, CardGridItem } from '../../../components/layout/card-grid';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { PlayerLink } from '../../../components/players/player-link';
import { useTeamSeasonStats } from '../../../api/teams/get-team-season-stats';
import { getTeamInsights } from '../lib/team-insights';

/** The Insights tab: notable numbers of the team's season, each with the figures behind it. */
export function TeamInsightsTab({ teamId, season }: { teamId: string; season: number }) {
  const stats = useTeamSeasonStats({ teamId, season, seasonType: 'REG' });
  const insights = useMemo(
    () => (stats.data ? getTeamInsights(stats.data.stats, stats.data.players, stats.data.games) : []),
    [stats.data],
  );
  if (stats.isPending) return <Skeleton variant="rounded" height={320} />;
  if (stats.isError) {
    return (
      <LoadErrorAlert what="The team's stats" error={stats.error} onRetry={() => void stats.refetch()} />
    );
  }
  return (
    <Stack spacing={1.5}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {season} season insights
      </Typography>
      {insights.length === 0 ? (
        <Alert severity="info">
          No {season} regular-season games played yet: insights come with the first game.
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            Regular season, {stats.data.games} {stats.data.games === 1 ? 'game' : 'games'}. Each number is
            computed from the figures listed under it.
          </Typography>
          <CardGrid
            label="Season insights"
            columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
          >
            {insights.map((insight) => (
              <CardGridItem key={insight.id} testId={`insight-${insight.id}`}>
                <Typography variant="overline" color="text.secondary" component="h3">
                  {insight.title}
                </Typography>
                <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                  {insight.value}
                </Typography>
                <Typography variant="body2" component="p" sx={{ mb: 1 }}>
                  {insight.player ? (
                    <>
                      <PlayerLink nflId={insight.player.nflId} name={insight.player.displayName} />
                      {insight.summary.slice(insight.player.displayName.length)}
                    </>
                  ) : (
                    insight.summary
                  )}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  From: {insight.sources.join(' · ')}
                </Typography>
              </CardGridItem>
            ))}
          </CardGrid>
        </>
      )}
    </Stack>
  );
}
