/**
 * Calendar dates as "YYYY-MM-DD" strings (no time, no zone). Arithmetic goes through UTC
 * midnight, where every day has 24 hours, so adding days never trips over a DST change.
 */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month 1–12 and day of a "YYYY-MM-DD" date; throws a RangeError for anything else. */
export function parseIsoDate(date: IsoDate): [year: number, month: number, day: number] {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: "${date}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const toUtcMs = (date: IsoDate): number => {
  const [year, month, day] = parseIsoDate(date);
  return Date.UTC(year, month - 1, day);
};

const fromUtcMs = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

/** The date `days` days after `date` (negative to go back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + days * MS_PER_DAY);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function countDaysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
}

/** Day of the week, 0 Sunday … 6 Saturday. */
export function getWeekday(date: IsoDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

/** Builds a date from a year, a month 1–12 and a day of the month. */
export function makeIsoDate(year: number, month: number, day: number): IsoDate {
  return fromUtcMs(Date.UTC(year, month - 1, day));
}

/**
 * The `nth` (1-based) given weekday (0 Sunday … 6 Saturday) of a month 1–12,
 * e.g. Labor Day is the 1st Monday (1) of September (9).
 */
export function getNthWeekdayOfMonth(year: number, month: number, weekday: number, nth: number): IsoDate {
  const first = makeIsoDate(year, month, 1);
  const offset = (weekday - getWeekday(first) + 7) % 7;
  return addDays(first, offset + (nth - 1) * 7);
}
