import { getSeasonCalendar } from '../schedule/season-calendar.js';
import {
  addDays,
  getNthWeekdayOfMonth,
  getWeekday,
  type IsoDate,
  makeIsoDate,
} from '../schedule/iso-date.js';
import { FIRST_SEVENTEEN_GAME_SEASON } from '../schedule/season-format.js';

/** The offseason's key dates for the league year `season` (the real NFL calendar's pattern). */
export interface OffseasonCalendar {
  /** The Super Bowl that ended the previous season. */
  previousSuperBowlDate: IsoDate;
  /** The new league year and free agency open: the Wednesday between 12 and 18 March. */
  leagueYearStart: IsoDate;
  /** Draft round 1: the last Thursday of April; rounds 2–3 the Friday, 4–7 the Saturday. */
  draftStart: IsoDate;
  /**
   * The cut-down to 53: the Saturday before the kickoff game up to 2020, the Tuesday a week
   * before its week from 2021 (when the fourth preseason week went).
   */
  cutDownDate: IsoDate;
  /** Practice squads are signed the day after the cut-down. */
  practiceSquadDate: IsoDate;
}

const WEDNESDAY = 3;

/**
 * The offseason dates of `season`. The rules reproduce the real dates of 2018–2025 (league
 * year 14 Mar 2018 … 12 Mar 2025; cut-downs 1 Sep 2018 … 26 Aug 2025; drafts 26 Apr 2018 …
 * 24 Apr 2025), except the 2020 draft, held a week early on 23 April.
 */
export function getOffseasonCalendar(season: number): OffseasonCalendar {
  const march12 = makeIsoDate(season, 3, 12);
  const fourthThursday = getNthWeekdayOfMonth(season, 4, 4, 4);
  const fifthThursday = addDays(fourthThursday, 7);
  const kickoffDate = getSeasonCalendar(season).kickoffDate;
  const cutDownDate = addDays(kickoffDate, season >= FIRST_SEVENTEEN_GAME_SEASON ? -9 : -5);
  return {
    previousSuperBowlDate: getSeasonCalendar(season - 1).superBowlDate,
    leagueYearStart: addDays(march12, (WEDNESDAY - getWeekday(march12) + 7) % 7),
    draftStart: fifthThursday.slice(5, 7) === '04' ? fifthThursday : fourthThursday,
    cutDownDate,
    practiceSquadDate: addDays(cutDownDate, 1),
  };
}

/** The draft day of a round: Thursday for round 1, Friday for 2–3, Saturday for 4–7. */
export function getDraftRoundDate(calendar: OffseasonCalendar, round: number): IsoDate {
  return addDays(calendar.draftStart, round === 1 ? 0 : round <= 3 ? 1 : 2);
}
