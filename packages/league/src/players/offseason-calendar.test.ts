import { describe, expect, it } from 'vitest';
import { getDraftRoundDate, getOffseasonCalendar } from './offseason-calendar.js';

// Real dates (public record): league year start, round 1 of the draft, the cut-down to 53.
const REAL_DATES: Record<number, [string, string, string]> = {
  2018: ['2018-03-14', '2018-04-26', '2018-09-01'],
  2019: ['2019-03-13', '2019-04-25', '2019-08-31'],
  2021: ['2021-03-17', '2021-04-29', '2021-08-31'],
  2022: ['2022-03-16', '2022-04-28', '2022-08-30'],
  2023: ['2023-03-15', '2023-04-27', '2023-08-29'],
  2024: ['2024-03-13', '2024-04-25', '2024-08-27'],
  2025: ['2025-03-12', '2025-04-24', '2025-08-26'],
};

describe('getOffseasonCalendar', () => {
  it('matches the real league calendar', () => {
    for (const [season, [leagueYearStart, draftStart, cutDownDate]] of Object.entries(REAL_DATES)) {
      expect(getOffseasonCalendar(Number(season)), season).toMatchObject({
        leagueYearStart,
        draftStart,
        cutDownDate,
      });
    }
    // 2020: league year and cut-down as real; the real draft came a week before the usual Thursday.
    expect(getOffseasonCalendar(2020)).toMatchObject({
      leagueYearStart: '2020-03-18',
      cutDownDate: '2020-09-05',
    });
  });

  it('runs from the last Super Bowl to the practice-squad signings the day after the cut-down', () => {
    const calendar = getOffseasonCalendar(2024);
    expect(calendar.previousSuperBowlDate).toBe('2024-02-11');
    expect(calendar.practiceSquadDate).toBe('2024-08-28');
    expect([1, 2, 3, 4, 7].map((round) => getDraftRoundDate(calendar, round))).toEqual([
      '2024-04-25',
      '2024-04-26',
      '2024-04-26',
      '2024-04-27',
      '2024-04-27',
    ]);
  });
});
