import type { SeasonType, WeekSlug } from '@all22/domain';
import { toEasternDate } from '../schedule/eastern-time.js';
import { getSeasonCalendar, type CalendarWeek } from '../schedule/season-calendar.js';

/** Where the league is at an instant: the season, and the week the app calls current. */
export interface LeagueWeek {
  season: number;
  seasonType: SeasonType;
  /** Week within the season type (PRE 0–4, REG 1–18, POST 1–4). */
  week: number;
  weekSlug: WeekSlug;
  /** The calendar week, with its Tuesday-to-Monday window. */
  calendarWeek: CalendarWeek;
}

/**
 * League days begin at 6 am Eastern, not midnight, so a Monday-night game that ends after
 * midnight still belongs to its week while it is being played.
 */
const LEAGUE_DAY_START_MS = 6 * 3_600_000;

/**
 * The current week at `instantMs`:
 * - inside a week's Tuesday–Monday window, that week;
 * - in the Pro Bowl week, the Super Bowl (the next game to be played);
 * - in the offseason (after the Super Bowl week until the next Hall of Fame week), the Super
 *   Bowl week of the season just ended, so pages keep showing the last games played.
 * Seasons before the first one given still resolve (the calendar is pure arithmetic).
 */
export function findLeagueWeek(instantMs: number): LeagueWeek {
  const date = toEasternDate(instantMs - LEAGUE_DAY_START_MS);
  const year = Number(date.slice(0, 4));
  // A date belongs to the season that started in its year, or to the one before (Jan–Feb).
  for (const season of [year, year - 1]) {
    const calendar = getSeasonCalendar(season);
    const first = calendar.weeks[0];
    const superBowl = calendar.weeks.at(-1);
    if (!first || !superBowl || date < first.startDate) continue;
    if (date > superBowl.endDate) return toLeagueWeek(superBowl);
    const inWindow = calendar.weeks.find((week) => week.startDate <= date && date <= week.endDate);
    return toLeagueWeek(inWindow ?? superBowl);
  }
  // Only reached for dates before the HOF week of `year - 1`, which the loop always covers.
  throw new RangeError(`No league week for ${date}`);
}

const toLeagueWeek = (calendarWeek: CalendarWeek): LeagueWeek => ({
  season: calendarWeek.season,
  seasonType: calendarWeek.seasonType,
  week: calendarWeek.week,
  weekSlug: calendarWeek.weekSlug,
  calendarWeek,
});
