import { getTeamHeaderSeason, isPregame } from '@all22/domain';
import { useCurrentSchedule } from '../api/schedules/get-current-schedule';
import { useLiveGames } from '../api/schedules/get-live-games';

const NO_WEEK = { season: 0, seasonType: 'REG', week: 1 } as const;

/**
 * The season whose figures headers show (the domain's team-header rule, spec 1 §4): the previous
 * season in the preseason or in week 1 before any score, else the current one. Undefined until the
 * current week and its games are known; a failed games call counts as no score.
 */
export function useStatsSeason(): { season: number | undefined; isError: boolean } {
  const current = useCurrentSchedule();
  const games = useLiveGames(current.data ?? NO_WEEK, { enabled: current.data !== undefined });
  if (!current.data || games.isPending) return { season: undefined, isError: current.isError };
  const hasScore = (games.data?.games ?? []).some((game) => !isPregame(game.phase));
  return { season: getTeamHeaderSeason({ ...current.data, hasScore }), isError: false };
}
