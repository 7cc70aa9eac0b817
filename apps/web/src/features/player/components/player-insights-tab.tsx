import type { Player } from '@all22/contracts';
import { getPositionGroup } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { useFantasyScoring } from '../../../hooks/use-fantasy-scoring';
import { usePlayerGameLog } from '../api/get-player-game-log';
import { usePlayerSeasonChoice } from '../hooks/use-player-season-choice';
import { getPlayerInsights } from '../lib/player-insights';
import { PlayerSeasonPicker } from './player-season-picker';
import { PlayerTabSection } from './player-tab-section';

/** The Insights tab: notable numbers of one season, each card showing the figures behind it. */
export function PlayerInsightsTab({ player, statsSeason }: { player: Player; statsSeason: number }) {
  const scoring = useFantasyScoring();
  const { seasonsQuery, regularSeasons, choice, requested, setSeason } = usePlayerSeasonChoice(
    player.nflId,
    statsSeason,
  );
  const gameLog = usePlayerGameLog({ nflId: player.nflId, season: choice.season });
  const failed = seasonsQuery.isError ? seasonsQuery : gameLog.isError ? gameLog : null;
  const insights =
    seasonsQuery.data && gameLog.data
      ? getPlayerInsights({
          season: choice.season,
          seasons: seasonsQuery.data.seasons,
          games: gameLog.data.games,
          group: getPositionGroup(player.position),
          scoring,
        })
      : null;

  return (
    <PlayerTabSection title={`${choice.season} insights`}>
      <PlayerSeasonPicker
        seasons={regularSeasons}
        choice={choice}
        requested={requested}
        onChange={setSeason}
      />
      {failed && (
        <LoadErrorAlert what="His stats" error={failed.error} onRetry={() => void failed.refetch()} />
      )}
      {!failed && insights === null && <Skeleton variant="rounded" height={160} />}
      {insights?.length === 0 && (
        <Alert severity="info">
          No insights for {choice.season}: he has no regular-season figures that year.
        </Alert>
      )}
      {insights && insights.length > 0 && (
        <Grid container spacing={2} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {insights.map((insight) => (
            <Grid key={insight.id} size={{ xs: 12, md: 6 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }} data-insight={insight.id}>
                <CardContent>
                  <Stack spacing={1}>
                    <Typography variant="overline" color="primary" component="h3">
                      {insight.title}
                    </Typography>
                    <Typography sx={{ fontWeight: 600 }}>{insight.text}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      Source: {insight.source}
                    </Typography>
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </PlayerTabSection>
  );
}
