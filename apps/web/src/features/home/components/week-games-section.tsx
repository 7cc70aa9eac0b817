import type { SeasonWeek } from '../../../api/schedules/season-week';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useMemo } from 'react';
import { routeHref } from '../../../config/paths';
import { useLiveWeekGames } from '../../../api/live/use-live-week-games';
import { useCurrentSchedule } from '../../../api/schedules/get-current-schedule';
import { useWeekOdds } from '../../../api/schedules/get-week-odds';
import { useFavoriteTeamIds } from '../../../hooks/use-favorite-teams';
import { useIsOddsShown } from '../../../hooks/use-is-odds-shown';
import { useTeamRecords } from '../../../hooks/use-team-records';
import { sortGamesForStrip } from '../../../lib/sort-games';
import { formatWeekLabel } from '../../../lib/week-label';
import { CurrentWeekGate } from './current-week-gate';
import { GameCardGrid, gameCardGridSx } from '../../../components/games/game-card-grid';
import { HomeSection, HomeSectionEmpty } from './home-section';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';

const TITLE = "This week's games";

function WeekGamesSkeleton() {
  return (
    <Box sx={gameCardGridSx} role="status" aria-label="Loading this week's games">
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={148} />
      ))}
    </Box>
  );
}

function WeekGames({ week }: { week: SeasonWeek }) {
  // The score strip's live query: one request, and pushed changes show in both at once.
  const games = useLiveWeekGames(week);
  const isOddsShown = useIsOddsShown();
  const odds = useWeekOdds(week, { enabled: isOddsShown });
  const records = useTeamRecords(week);
  const favoriteTeamIds = useFavoriteTeamIds();
  const sortedGames = useMemo(
    () => sortGamesForStrip(games.data?.games ?? [], favoriteTeamIds),
    [games.data, favoriteTeamIds],
  );

  if (games.isPending) return <WeekGamesSkeleton />;
  if (games.isError) {
    return <LoadErrorAlert what={TITLE} error={games.error} onRetry={() => void games.refetch()} />;
  }
  if (sortedGames.length === 0) return <HomeSectionEmpty>No games this week</HomeSectionEmpty>;

  return (
    <GameCardGrid
      games={sortedGames}
      records={records}
      odds={odds.data?.odds ?? []}
      isOddsShown={isOddsShown}
    />
  );
}

/** Home's "This week's games" in the score strip's order: live, the favourites', upcoming, final. */
export function WeekGamesSection() {
  const current = useCurrentSchedule();
  return (
    <HomeSection
      title={TITLE}
      subtitle={current.data ? formatWeekLabel(current.data) : undefined}
      more={{ label: 'All scores', href: routeHref('games-scores-season-seasonType-week', {}) }}
    >
      <CurrentWeekGate what={TITLE} skeleton={<WeekGamesSkeleton />}>
        {(week) => <WeekGames week={week} />}
      </CurrentWeekGate>
    </HomeSection>
  );
}
