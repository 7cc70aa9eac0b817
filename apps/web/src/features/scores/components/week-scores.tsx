import { compareWeeks, groupGamesByDay } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo } from 'react';
import { useLivePushStatus } from '../../../api/live/use-live-push';
import { getLivePollIntervalMs } from '../../../api/live/use-live-week-games';
import { useLiveGames } from '../../../api/schedules/get-live-games';
import { useWeekOdds } from '../../../api/schedules/get-week-odds';
import type { SeasonWeek } from '../../../api/schedules/season-week';
import { GameCardGrid, gameCardGridSx } from '../../../components/games/game-card-grid';
import { useIsOddsShown } from '../../../hooks/use-is-odds-shown';
import { useTeamRecords } from '../../../hooks/use-team-records';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';

/**
 * The week's games: the current week kept live (pushes, polling while the push channel is down),
 * any other week read once — pushes still patch it should one of its games change.
 */
function useWeekGames(week: SeasonWeek, isCurrentWeek: boolean) {
  const pushStatus = useLivePushStatus();
  return useLiveGames(week, {
    pollInterval: isCurrentWeek ? (games) => getLivePollIntervalMs(games, pushStatus) : undefined,
  });
}

function GameDaySection({ label, children }: { label: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography
        id={headingId}
        component="h2"
        variant="overline"
        sx={{ fontWeight: 700, fontSize: '0.85rem' }}
      >
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

/** A week's games grouped by the day they kick off, each a card linking to its game page. */
export function WeekScores({ week, current }: { week: SeasonWeek; current: SeasonWeek }) {
  const isCurrentWeek = compareWeeks(week, current) === 0;
  const games = useWeekGames(week, isCurrentWeek);
  const isOddsShown = useIsOddsShown();
  const odds = useWeekOdds(week, { enabled: isOddsShown });
  const records = useTeamRecords(week, current);
  const days = useMemo(() => groupGamesByDay(games.data?.games ?? []), [games.data]);

  if (games.isPending) {
    return (
      <Box sx={gameCardGridSx} role="status" aria-label="Loading the games">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={148} />
        ))}
      </Box>
    );
  }
  if (games.isError) {
    return <LoadErrorAlert what="The games" error={games.error} onRetry={() => void games.refetch()} />;
  }
  if (days.length === 0) {
    return <Alert severity="info">No games are scheduled this week.</Alert>;
  }
  return (
    <Stack spacing={4}>
      {days.map((day) => (
        <GameDaySection key={day.date} label={day.label}>
          <GameCardGrid
            games={day.games}
            records={records}
            odds={odds.data?.odds ?? []}
            isOddsShown={isOddsShown}
          />
        </GameDaySection>
      ))}
    </Stack>
  );
}
