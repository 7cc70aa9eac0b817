import { describe, it, expect } from 'vitest';
import { getTeamHeaderSeason } from './team-header-season.js';

describe('getTeamHeaderSeason', () => {
  it('uses the previous season during the preseason, scored or not', () => {
    expect(getTeamHeaderSeason({ season: 2025, seasonType: 'PRE', week: 3, hasScore: true })).toBe(2024);
    expect(getTeamHeaderSeason({ season: 2025, seasonType: 'PRE', week: 0, hasScore: false })).toBe(2024);
  });
  it('uses the previous season in REG week 1 before any score', () => {
    expect(getTeamHeaderSeason({ season: 2025, seasonType: 'REG', week: 1, hasScore: false })).toBe(2024);
  });
  it('uses the current season once week 1 has a score', () => {
    expect(getTeamHeaderSeason({ season: 2025, seasonType: 'REG', week: 1, hasScore: true })).toBe(2025);
  });
  it('uses the current season from week 2 and in the postseason', () => {
    expect(getTeamHeaderSeason({ season: 2025, seasonType: 'REG', week: 2, hasScore: false })).toBe(2025);
    expect(getTeamHeaderSeason({ season: 2025, seasonType: 'POST', week: 1, hasScore: false })).toBe(2025);
  });
});
