import { describe, it, expect } from 'vitest';
import { getStandingsSelection } from './standings-selection.js';

const current = { season: 2024, seasonType: 'REG' as const, week: 10 };

describe('getStandingsSelection', () => {
  it('uses the requested week when it is before the current week', () => {
    expect(getStandingsSelection({ season: 2024, seasonType: 'REG', week: 9 }, current)).toEqual({
      season: 2024,
      seasonType: 'REG',
      week: 9,
    });
  });
  it('uses the current week when the requested week is the current week or later', () => {
    expect(getStandingsSelection({ season: 2024, seasonType: 'REG', week: 10 }, current).week).toBe(10);
    expect(getStandingsSelection({ season: 2024, seasonType: 'REG', week: 11 }, current).week).toBe(10);
  });
  it('uses the last regular-season week for a past POST season', () => {
    expect(getStandingsSelection({ season: 2023, seasonType: 'POST', week: 3 }, current)).toEqual({
      season: 2023,
      seasonType: 'REG',
      week: 18,
    });
  });
  it('uses week 18 for the current POST season once the postseason is current', () => {
    const inPost = { season: 2024, seasonType: 'POST' as const, week: 2 };
    expect(getStandingsSelection({ season: 2024, seasonType: 'POST', week: 1 }, inPost)).toEqual({
      season: 2024,
      seasonType: 'REG',
      week: 18,
    });
    expect(getStandingsSelection({ season: 2024, seasonType: 'REG', week: 17 }, inPost).week).toBe(17);
  });
  it('does not reach past the current week for a POST request during the regular season', () => {
    expect(getStandingsSelection({ season: 2024, seasonType: 'POST', week: 1 }, current).week).toBe(10);
  });
  it('uses week 1 for a preseason request or while the preseason is current', () => {
    expect(getStandingsSelection({ season: 2023, seasonType: 'PRE', week: 2 }, current)).toEqual({
      season: 2023,
      seasonType: 'REG',
      week: 1,
    });
    const inPre = { season: 2024, seasonType: 'PRE' as const, week: 3 };
    expect(getStandingsSelection({ season: 2024, seasonType: 'REG', week: 5 }, inPre).week).toBe(1);
  });
  it('uses the requested week of a past season and keeps it within 1–18', () => {
    expect(getStandingsSelection({ season: 2023, seasonType: 'REG', week: 14 }, current).week).toBe(14);
    expect(getStandingsSelection({ season: 2023, seasonType: 'REG', week: 25 }, current).week).toBe(18);
    expect(getStandingsSelection({ season: 2023, seasonType: 'REG', week: 0 }, current).week).toBe(1);
  });
});
