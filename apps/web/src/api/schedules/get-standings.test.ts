import { describe, expect, it } from 'vitest';
import { getStandingsParams } from './get-standings';

describe('getStandingsParams', () => {
  const current = { season: 2024, seasonType: 'REG' as const, week: 6 };

  it('asks for the current week’s standings during the regular season', () => {
    expect(getStandingsParams(current, current)).toEqual({ season: 2024, seasonType: 'REG', week: 6 });
  });

  it('asks REG week 1 in the preseason', () => {
    const pre = { season: 2024, seasonType: 'PRE' as const, week: 2 };
    expect(getStandingsParams(pre, pre)).toEqual({ season: 2024, seasonType: 'REG', week: 1 });
  });

  it('maps POST to REG and sends no week (spec 1 §7)', () => {
    const post = { season: 2024, seasonType: 'POST' as const, week: 2 };
    expect(getStandingsParams(post, post)).toEqual({ season: 2024, seasonType: 'REG', week: null });
  });
});
