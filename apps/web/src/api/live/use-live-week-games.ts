import { getLiveRefreshIntervalSeconds } from '@all22/domain';
import type { GamesResponse } from '@all22/contracts';
import { useLiveGames } from '../schedules/get-live-games';
import type { SeasonWeek } from '../schedules/season-week';
import type { LivePushStatus } from './live-push';
import { useLivePushStatus } from './use-live-push';

/**
 * How long until the live games are fetched again (ms), or false. Pushes keep the games current
 * while the channel is open, so polling is only the fallback while it is not: 30 s with a game
 * under way, 120 s before kick-offs, 600 s otherwise (the domain's live-refresh interval).
 */
export function getLivePollIntervalMs(
  games: GamesResponse['games'],
  pushStatus: LivePushStatus,
): number | false {
  if (pushStatus === 'open') return false;
  return getLiveRefreshIntervalSeconds(games) * 1000;
}

/** A week's games, kept live: pushed changes while the channel is open, polling while it is not. */
export function useLiveWeekGames(week: SeasonWeek) {
  const pushStatus = useLivePushStatus();
  return useLiveGames(week, { pollInterval: (games) => getLivePollIntervalMs(games, pushStatus) });
}
