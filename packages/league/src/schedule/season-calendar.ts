import {
  getAbsoluteWeekNumber,
  getSeasonTypeWeek,
  getWeekFromSlug,
  getWeekText,
  getWeekType,
  PRESEASON_WEEK_SLUGS,
  PRO_BOWL_WEEK,
  POSTSEASON_WEEK_SLUGS,
  REGULAR_SEASON_WEEK_SLUGS,
  type SeasonType,
  type WeekSlug,
  type WeekType,
} from '@all22/domain';
import { addDays, countDaysBetween, getNthWeekdayOfMonth, type IsoDate } from './iso-date.js';
import { getPreseasonWeekCount, getRegularSeasonWeekCount } from './season-format.js';

/** One week of a league year, with the Week entity's fields and its date window. */
export interface CalendarWeek {
  season: number;
  seasonType: SeasonType;
  /** Week within its season type: PRE 0 (HOF) and 1–4, REG 1–18, POST 1–4 (WC, DIV, CONF, SB). */
  week: number;
  /** League-wide week number: as `week` for PRE and REG; POST 19, 20, 21, 23 (22 is the Pro Bowl week). */
  leagueWeek: number;
  weekSlug: WeekSlug;
  weekType: WeekType;
  text: string;
  seasonTypeWeek: string;
  /** First day of the window, a Tuesday (Eastern dates). */
  startDate: IsoDate;
  /** Last day of the window, a Monday; every instant between HOF and the Super Bowl falls in one window or the Pro Bowl week. */
  endDate: IsoDate;
}

/** The off week between the conference championships and the Super Bowl: league week 22, no slug, no games. */
export interface ProBowlWeek {
  leagueWeek: typeof PRO_BOWL_WEEK;
  startDate: IsoDate;
  endDate: IsoDate;
}

export interface SeasonCalendar {
  season: number;
  /** Labor Day: the first Monday of September. */
  laborDay: IsoDate;
  /** The season's first regular-season game day: the Thursday after Labor Day. */
  kickoffDate: IsoDate;
  /** Thanksgiving Day: the fourth Thursday of November. */
  thanksgivingDate: IsoDate;
  /** REG week containing Thanksgiving Day. */
  thanksgivingWeek: number;
  superBowlDate: IsoDate;
  /** Every week with a slug, in calendar order: HOF, P1…, WEEK_1…, WC, DIV, CONF, SB. */
  weeks: CalendarWeek[];
  proBowlWeek: ProBowlWeek;
}

/** Days from a week window's Tuesday start to each game day. */
export const GAME_DAY_OFFSETS = { THU: 2, FRI: 3, SAT: 4, SUN: 5, MON: 6 } as const;
export type GameDay = keyof typeof GAME_DAY_OFFSETS;

/** The date of a game day within a week's window ("SUN" of WEEK_1 is the first Sunday). */
export function getGameDayDate(week: Pick<CalendarWeek, 'startDate'>, day: GameDay): IsoDate {
  return addDays(week.startDate, GAME_DAY_OFFSETS[day]);
}

const describeWeek = (
  season: number,
  weekSlug: WeekSlug,
  startDate: IsoDate,
  endDate: IsoDate,
): CalendarWeek => {
  const { seasonType, week } = getWeekFromSlug(weekSlug);
  return {
    season,
    seasonType,
    week,
    leagueWeek: getAbsoluteWeekNumber(weekSlug),
    weekSlug,
    weekType: getWeekType(weekSlug),
    text: getWeekText(weekSlug, season),
    seasonTypeWeek: getSeasonTypeWeek(seasonType, week) ?? `${seasonType}-${week}`,
    startDate,
    endDate,
  };
};

/** A Tuesday-to-Monday window around the Thursday `thursday`. */
const windowAround = (thursday: IsoDate): [IsoDate, IsoDate] => [addDays(thursday, -2), addDays(thursday, 4)];

/**
 * The league year of `season` on the real NFL calendar (dates are Eastern):
 *
 * - Week 1 starts with the kickoff game on the Thursday after Labor Day (first Monday of
 *   September); REG weeks follow every 7 days: 17 weeks up to 2020, 18 from 2021.
 * - Preseason: P1 is the weekend four weeks before week 1 (Thursday = kickoff − 28 days), P2 and
 *   P3 follow weekly, so the last preseason weekend ends on the Sunday 11 days before week 1.
 *   Up to 2020, P4 was a Thursday-night round one week before week 1 (kickoff − 7 days).
 *   From 2021 the P3 window runs on to Labor Day, so no day of the summer falls between weeks.
 * - Hall of Fame game: the Thursday one week before P1 (kickoff − 35 days). This matches every
 *   real HOF game 2018–2025 (Aug 2 2018, Aug 1 2019, Aug 5 2021 … Jul 31 2025).
 * - Postseason: WC the weekend after the last REG Sunday (Sat–Mon), DIV the next weekend, CONF
 *   the next Sunday, then the Pro Bowl week (league week 22), then the Super Bowl on the Sunday
 *   two weeks after the conference championships.
 *
 * Windows run Tuesday to Monday so each one holds its Thursday-to-Monday games.
 */
export function getSeasonCalendar(season: number): SeasonCalendar {
  const laborDay = getNthWeekdayOfMonth(season, 9, 1, 1);
  const kickoffDate = addDays(laborDay, 3);
  const thanksgivingDate = getNthWeekdayOfMonth(season, 11, 4, 4);
  const regularWeekCount = getRegularSeasonWeekCount(season);
  const preseasonWeekCount = getPreseasonWeekCount(season);
  const weeks: CalendarWeek[] = [];
  const add = (slug: WeekSlug, [start, end]: [IsoDate, IsoDate]): void => {
    weeks.push(describeWeek(season, slug, start, end));
  };

  add('HOF', windowAround(addDays(kickoffDate, -35)));
  for (let index = 1; index <= preseasonWeekCount; index += 1) {
    const slug = PRESEASON_WEEK_SLUGS[index] ?? 'P1';
    const window = windowAround(addDays(kickoffDate, index === 4 ? -7 : -35 + 7 * index));
    // The last preseason window reaches Labor Day (from 2021 there is no P4 to fill that week).
    add(slug, index === preseasonWeekCount ? [window[0], laborDay] : window);
  }
  for (let index = 0; index < regularWeekCount; index += 1) {
    add(REGULAR_SEASON_WEEK_SLUGS[index] ?? 'WEEK_1', windowAround(addDays(kickoffDate, 7 * index)));
  }
  const wildCardThursday = addDays(kickoffDate, 7 * regularWeekCount);
  const [wildCard, divisional, conference] = [0, 1, 2].map((round) =>
    windowAround(addDays(wildCardThursday, 7 * round)),
  ) as [[IsoDate, IsoDate], [IsoDate, IsoDate], [IsoDate, IsoDate]];
  add(POSTSEASON_WEEK_SLUGS[0], wildCard);
  add(POSTSEASON_WEEK_SLUGS[1], divisional);
  add(POSTSEASON_WEEK_SLUGS[2], conference);
  const [proStart, proEnd] = windowAround(addDays(wildCardThursday, 21));
  const superBowlWindow = windowAround(addDays(wildCardThursday, 28));
  add(POSTSEASON_WEEK_SLUGS[3], superBowlWindow);

  // Thanksgiving (Nov 22–28) always falls 11 or 12 weeks after the kickoff Thursday (Sep 4–10).
  const thanksgivingWeek = 1 + Math.floor(countDaysBetween(kickoffDate, thanksgivingDate) / 7);
  return {
    season,
    laborDay,
    kickoffDate,
    thanksgivingDate,
    thanksgivingWeek,
    superBowlDate: getGameDayDate({ startDate: superBowlWindow[0] }, 'SUN'),
    weeks,
    proBowlWeek: { leagueWeek: PRO_BOWL_WEEK, startDate: proStart, endDate: proEnd },
  };
}

/** The calendar week of a slug; throws when the season has no such week (e.g. P4 from 2021). */
export function findCalendarWeek(calendar: SeasonCalendar, slug: WeekSlug): CalendarWeek {
  const week = calendar.weeks.find((candidate) => candidate.weekSlug === slug);
  if (!week) throw new RangeError(`Season ${calendar.season} has no week ${slug}`);
  return week;
}
