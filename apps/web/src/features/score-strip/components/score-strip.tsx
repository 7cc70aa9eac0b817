import type { GameResponse } from '@all22/contracts';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useAppConfig } from '../../../config/app-config-context';
import { routeHref } from '../../../config/paths';
import { trackClick } from '../../../lib/analytics';
import { useSession } from '../../../lib/session/session-context';
import { useLiveWeekGames } from '../../../api/live/use-live-week-games';
import { useCurrentSchedule } from '../../../api/schedules/get-current-schedule';
import type { SeasonWeek } from '../../../api/schedules/season-week';
import { useFavoriteTeamIds } from '../../../hooks/use-favorite-teams';
import { useIsOddsShown } from '../../../hooks/use-is-odds-shown';
import { useTeamRecords } from '../../../hooks/use-team-records';
import { sortGamesForStrip } from '../../../lib/sort-games';
import { ScoreStripGame } from './score-strip-game';
import { ScoreStripScroller } from './score-strip-scroller';
import { ScoreStripError, ScoreStripMessage, ScoreStripSkeleton } from './score-strip-states';

/**
 * Analytics name of a non-subscriber's click that is a premium purchase access point (spec 1 §6);
 * the same name as the nav's, told apart by `source`.
 */
export const PREMIUM_ACCESS_POINT_EVENT = 'premium_access_point';

/** True when the visitor's clicks count as a premium purchase access point: auth on, no subscription. */
function useIsNonSubscriber(): boolean {
  const { authEnabled } = useAppConfig();
  const { user } = useSession();
  // With auth disabled everyone counts as subscribed (spec 1 §1).
  return authEnabled && !user.isSubscribed;
}

function ScoreStripWeek({ week }: { week: SeasonWeek }) {
  const games = useLiveWeekGames(week);
  const records = useTeamRecords(week);
  const isOddsShown = useIsOddsShown();
  const isNonSubscriber = useIsNonSubscriber();
  const favoriteTeamIds = useFavoriteTeamIds();
  const sortedGames = useMemo(
    () => sortGamesForStrip(games.data?.games ?? [], favoriteTeamIds),
    [games.data, favoriteTeamIds],
  );

  if (games.isPending) return <ScoreStripSkeleton />;
  if (games.isError) return <ScoreStripError error={games.error} onRetry={() => void games.refetch()} />;
  if (sortedGames.length === 0) return <ScoreStripMessage>No games this week</ScoreStripMessage>;

  const trackGameClick = (game: GameResponse) =>
    trackClick(PREMIUM_ACCESS_POINT_EVENT, {
      source: 'score_strip',
      gameId: game.gameId,
      href: routeHref('games-game-gameId', { gameId: String(game.gameId) }),
    });

  return (
    <ScoreStripScroller label="Scores" itemCount={sortedGames.length}>
      <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 0, py: 0.5 }}>
        {sortedGames.map((game) => (
          <Box component="li" key={game.gameId} sx={{ flexShrink: 0, scrollSnapAlign: 'start' }}>
            <ScoreStripGame
              game={game}
              records={records}
              isOddsShown={isOddsShown}
              onClick={isNonSubscriber ? trackGameClick : undefined}
            />
          </Box>
        ))}
      </Box>
    </ScoreStripScroller>
  );
}

/**
 * The score strip (spec 1 §2): the current week's games in a horizontal scroller, live first, then
 * the user's favourite teams' games, then the rest in the spec's order, each linking to its game page. Scores follow the live push, with polling while the push is down.
 */
export function ScoreStrip() {
  const current = useCurrentSchedule();
  return (
    <Box component="section" aria-label="Score strip" sx={{ py: 1 }}>
      {current.isPending ? (
        <ScoreStripSkeleton />
      ) : current.isError ? (
        <ScoreStripError error={current.error} onRetry={() => void current.refetch()} />
      ) : (
        <ScoreStripWeek week={current.data} />
      )}
    </Box>
  );
}
