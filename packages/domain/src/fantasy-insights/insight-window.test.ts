import { describe, expect, it } from 'vitest';
import { getInsightWindow, isRecentInsightWeek } from './insight-window.js';

describe('getInsightWindow', () => {
  it('reads the weeks before the week, the last three of them recent', () => {
    expect(getInsightWindow(2024, 6)).toEqual({ season: 2024, week: 6, throughWeek: 5, recentFirstWeek: 3 });
  });

  it('starts the recent window at week 1 early in the season, and reads nothing before week 2', () => {
    expect(getInsightWindow(2024, 3)).toEqual({ season: 2024, week: 3, throughWeek: 2, recentFirstWeek: 1 });
    expect(getInsightWindow(2024, 1)).toMatchObject({ throughWeek: 0, recentFirstWeek: 1 });
  });
});

describe('isRecentInsightWeek', () => {
  const window = getInsightWindow(2024, 8);
  it('holds for the last three weeks read only', () => {
    expect([3, 4, 5, 6, 7, 8].map((week) => isRecentInsightWeek(window, week))).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
    ]);
  });
});
