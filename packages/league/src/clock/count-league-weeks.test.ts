import { describe, expect, it } from 'vitest';
import { getSeasonCalendar } from '../schedule/season-calendar.js';
import {
  countLeagueWeeksStarting,
  getLeagueWeekStart,
  isLastWeekOfSeasonType,
} from './count-league-weeks.js';

describe('countLeagueWeeksStarting', () => {
  const weeks2024 = getSeasonCalendar(2024).weeks;
  const start = (index: number) => getLeagueWeekStart(weeks2024[index] ?? { startDate: '2024-01-01' });

  it('counts the weeks whose start falls in the range, both ends included', () => {
    expect(countLeagueWeeksStarting(start(0), start(0))).toBe(1);
    expect(countLeagueWeeksStarting(start(0), start(5))).toBe(6);
    expect(countLeagueWeeksStarting(start(0) + 1, start(5) - 1)).toBe(4);
  });

  it('counts a whole season, and nothing in the offseason or a reversed range', () => {
    expect(
      countLeagueWeeksStarting(Date.parse('2024-07-01T00:00:00Z'), Date.parse('2025-03-01T00:00:00Z')),
    ).toBe(weeks2024.length);
    expect(
      countLeagueWeeksStarting(Date.parse('2025-03-01T00:00:00Z'), Date.parse('2025-06-01T00:00:00Z')),
    ).toBe(0);
    expect(countLeagueWeeksStarting(start(5), start(0))).toBe(0);
  });
});

describe('isLastWeekOfSeasonType', () => {
  it('marks P3, WEEK_18 and SB in 2024 and P4, WEEK_17 in 2019', () => {
    const last = (season: number) =>
      getSeasonCalendar(season)
        .weeks.filter(isLastWeekOfSeasonType)
        .map((week) => week.weekSlug);
    expect(last(2024)).toEqual(['P3', 'WEEK_18', 'SB']);
    expect(last(2019)).toEqual(['P4', 'WEEK_17', 'SB']);
  });
});
