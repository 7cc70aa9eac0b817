import { describe, expect, it } from 'vitest';
import { describeGuideBasis, getGuideBasis } from './guide-basis.js';

describe('getGuideBasis', () => {
  it('counts this regular season up to the week before', () => {
    expect(getGuideBasis({ season: 2024, seasonType: 'REG', week: 6 })).toEqual({
      season: 2024,
      throughWeek: 5,
    });
    expect(getGuideBasis({ season: 2024, seasonType: 'REG', week: 2 })).toEqual({
      season: 2024,
      throughWeek: 1,
    });
  });
  it('takes the previous regular season in the preseason and week 1', () => {
    expect(getGuideBasis({ season: 2024, seasonType: 'REG', week: 1 })).toEqual({
      season: 2023,
      throughWeek: null,
    });
    expect(getGuideBasis({ season: 2024, seasonType: 'PRE', week: 0 })).toEqual({
      season: 2023,
      throughWeek: null,
    });
  });
  it('takes the whole regular season in the playoffs', () => {
    expect(getGuideBasis({ season: 2024, seasonType: 'POST', week: 4 })).toEqual({
      season: 2024,
      throughWeek: null,
    });
  });
});

describe('describeGuideBasis', () => {
  it('names the season and the last week', () => {
    expect(describeGuideBasis({ season: 2024, throughWeek: 5 })).toBe('2024 regular season through Week 5');
    expect(describeGuideBasis({ season: 2023, throughWeek: null })).toBe('2023 regular season');
  });
});
