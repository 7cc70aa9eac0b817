import { toIsoTimeFromEastern } from '../schedule/eastern-time.js';
import { getSeasonCalendar, type CalendarWeek } from '../schedule/season-calendar.js';

/** The instant a league week begins: its Tuesday at 6 am Eastern (see findLeagueWeek). */
export function getLeagueWeekStart(week: Pick<CalendarWeek, 'startDate'>): number {
  return Date.parse(toIsoTimeFromEastern(week.startDate, '06:00:00'));
}

/** How many league weeks begin in [fromMs, toMs] (0 when to is before from). */
export function countLeagueWeeksStarting(fromMs: number, toMs: number): number {
  if (toMs < fromMs) return 0;
  const firstYear = new Date(fromMs).getUTCFullYear() - 1;
  const lastYear = new Date(toMs).getUTCFullYear();
  let count = 0;
  for (let season = firstYear; season <= lastYear; season += 1) {
    for (const week of getSeasonCalendar(season).weeks) {
      const start = getLeagueWeekStart(week);
      if (start >= fromMs && start <= toMs) count += 1;
    }
  }
  return count;
}

/** True for the last week of its season type: the last preseason week, the last regular week, the Super Bowl. */
export function isLastWeekOfSeasonType(week: CalendarWeek): boolean {
  const weeks = getSeasonCalendar(week.season).weeks.filter((other) => other.seasonType === week.seasonType);
  return weeks.at(-1)?.week === week.week;
}
