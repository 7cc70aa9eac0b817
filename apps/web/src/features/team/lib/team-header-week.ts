import { getTeamHeaderSeason, isPregame } from '@all22/domain';
import type { SeasonWeek } from '../../../api/schedules/season-week';

/**
 * The week whose figures the team header shows while the league is at `current` (domain
 * getTeamHeaderSeason: the previous season in the preseason, or in week 1 before any score): the
 * current week itself, or the previous season as it ended (its postseason, so the standings are its
 * final ones). `weekGames` are the current week's games (a score exists once one has kicked off).
 */
export function getTeamHeaderWeek(current: SeasonWeek, weekGames: readonly { phase: string }[]): SeasonWeek {
  const hasScore = weekGames.some((game) => !isPregame(game.phase));
  const season = getTeamHeaderSeason({ ...current, hasScore });
  return season === current.season ? current : { season, seasonType: 'POST', week: 1 };
}
