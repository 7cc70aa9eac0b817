import { describe, expect, it } from 'vitest';
import { resolveScoresWeek } from './resolve-scores-week';

const current = { season: 2024, seasonType: 'REG' as const, week: 6 };

describe('resolveScoresWeek', () => {
  it('takes a full path as given, season type in any case', () => {
    expect(resolveScoresWeek({ season: '2023', seasonType: 'post', week: '21' }, current)).toEqual({
      season: 2023,
      seasonType: 'POST',
      week: 21,
    });
  });

  it('is the current week without parameters, and unknown until it has loaded', () => {
    expect(resolveScoresWeek({}, current)).toEqual(current);
    expect(resolveScoresWeek({}, undefined)).toBeNull();
  });

  it("is the current week for the current season, else the season type's first week", () => {
    expect(resolveScoresWeek({ season: '2024' }, current)).toEqual(current);
    expect(resolveScoresWeek({ season: '2022' }, current)).toEqual({
      season: 2022,
      seasonType: 'REG',
      week: 1,
    });
    expect(resolveScoresWeek({ season: '2022' }, undefined)).toEqual({
      season: 2022,
      seasonType: 'REG',
      week: 1,
    });
    expect(resolveScoresWeek({ season: '2024', seasonType: 'REG' }, current)).toEqual(current);
    expect(resolveScoresWeek({ season: '2024', seasonType: 'PRE' }, current)).toEqual({
      season: 2024,
      seasonType: 'PRE',
      week: 1,
    });
  });
});
