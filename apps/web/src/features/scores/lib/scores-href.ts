import type { SeasonWeek } from '../../../api/schedules/season-week';
import { routeHref } from '../../../config/paths';

/** The scores page of a week: /games/scores/2024/REG/6. */
export function scoresHref(week: SeasonWeek): string {
  return routeHref('games-scores-season-seasonType-week', {
    season: String(week.season),
    seasonType: week.seasonType,
    week: String(week.week),
  });
}
