import type { Random } from '../random/create-random.js';
import { addDays, type IsoDate, makeIsoDate, parseIsoDate } from '../schedule/iso-date.js';

/**
 * A birth date for a player who is `rookieAge` (21–23) in his rookie season: his age on
 * 1 September of that year, the start of the season, is exactly `rookieAge`.
 */
export function createBirthDate(rookieSeason: number, rookieAge: number, random: Random): IsoDate {
  // Born between 2 September (rookieAge + 1) years before and 1 September rookieAge years before.
  const earliest = makeIsoDate(rookieSeason - rookieAge - 1, 9, 2);
  return addDays(earliest, random.int(0, 364));
}

/** Whole years between `birthDate` and `date`. */
export function getAgeOnDate(birthDate: IsoDate, date: IsoDate): number {
  const [birthYear, birthMonth, birthDay] = parseIsoDate(birthDate);
  const [year, month, day] = parseIsoDate(date);
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

/**
 * A player's age for a season: his age on 1 September, when the season starts. Compares the
 * "MM-DD" text directly (ISO dates sort as text), as it runs for every player every offseason.
 */
export function getSeasonAge(birthDate: IsoDate, season: number): number {
  return season - Number(birthDate.slice(0, 4)) - (birthDate.slice(5) > '09-01' ? 1 : 0);
}
