import { getWeekday, parseIsoDate, type IsoDate } from './iso-date.js';

/** US Eastern, where the league's schedule is written; DST follows the zone database. */
export const EASTERN_TIME_ZONE = 'America/New_York';

/** A wall-clock time in Eastern, "HH:MM:SS" on a 24-hour clock (how the schedule stores it). */
export type EasternTime = string;

const EASTERN_TIME = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

const easternParts = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Eastern wall-clock reading of an instant, as if it were UTC (for the offset arithmetic below). */
const readEasternAsUtcMs = (instantMs: number): number => {
  const parts: Record<string, number> = {};
  for (const part of easternParts.formatToParts(instantMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
};

/**
 * The UTC instant of an Eastern wall-clock time, as an ISO string ("2024-10-13T17:00:00.000Z").
 * The zone offset (−4 h in EDT, −5 h in EST) is read from `Intl` for that very instant, so dates
 * on either side of the DST change (second Sunday of March, first Sunday of November) are right.
 * Kickoffs never fall in the skipped or repeated hour (1–3 am), where this picks the later offset.
 */
export function toIsoTimeFromEastern(date: IsoDate, time: EasternTime): string {
  const match = EASTERN_TIME.exec(time);
  if (!match) throw new RangeError(`Not an HH:MM:SS time: "${time}"`);
  const [year, month, day] = parseIsoDate(date);
  const wallAsUtc = Date.UTC(year, month - 1, day, Number(match[1]), Number(match[2]), Number(match[3]));
  // First guess with the offset at the wall time read as UTC, then correct once with the offset
  // at the guessed instant (they differ only within hours of a DST change).
  let instant = wallAsUtc - (readEasternAsUtcMs(wallAsUtc) - wallAsUtc);
  instant = wallAsUtc - (readEasternAsUtcMs(instant) - instant);
  return new Date(instant).toISOString();
}

const DAY_SHORT = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
const MONTH_SHORT = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
] as const;

/** The Game entity's `dateDayShort`: the Eastern weekday in three capitals, "THU". */
export function formatDateDayShort(date: IsoDate): string {
  return DAY_SHORT[getWeekday(date)] ?? '';
}

/** The Game entity's `dateDayMonth`: month in three capitals and the unpadded day, "SEP 5". */
export function formatDateDayMonth(date: IsoDate): string {
  const [, month, day] = parseIsoDate(date);
  return `${MONTH_SHORT[month - 1] ?? ''} ${day}`;
}

/** The Eastern calendar date of an instant (epoch milliseconds). */
export function toEasternDate(instantMs: number): IsoDate {
  return new Date(readEasternAsUtcMs(instantMs)).toISOString().slice(0, 10);
}
