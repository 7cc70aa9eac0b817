import type { AppConfig, CurrentScheduleResponse } from '@all22/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { getStandingsParams, standingsQueryOptions } from '../api/schedules/get-standings';
import type { Session } from '../lib/session/session';

/**
 * Store priming (spec 1 §4), in the background after start: the standings and the fantasy
 * ranking of the current week, when the user is subscribed with freemium off, or whenever freemium
 * is on. The ranking is a subscriber call, so it is asked only when it can answer (subscribed, or
 * auth off) and the fantasy feature is on; a failure hides it silently (spec 1 §8). It is the
 * fantasy stats page's default view (in standard scoring), which opens from it.
 */
export function primeStore(
  queryClient: QueryClient,
  config: AppConfig,
  session: Session,
  current: CurrentScheduleResponse | undefined,
): Promise<void> {
  const isSubscribed = !config.authEnabled || session.getSnapshot().user.isSubscribed;
  if (current === undefined || !(config.freemium || isSubscribed)) return Promise.resolve();
  const standings = queryClient.prefetchQuery(
    standingsQueryOptions(config, getStandingsParams(current, current)),
  );
  if (!(isSubscribed && config.featureFantasy)) return standings;
  // Its code (the page's ranking call and schemas) loads with the call, after start: the start-up
  // script is kept to what the first page needs (bench:web).
  const ranking = import('../features/fantasy-stats/api/get-fantasy-ranking')
    .then(({ primeFantasyRanking }) => primeFantasyRanking(queryClient, config, current.season))
    .catch(() => undefined);
  return Promise.all([standings, ranking]).then(() => undefined);
}
