import { describe, expect, it } from 'vitest';
import { findLeagueWeek } from './find-league-week.js';

const at = (iso: string) => {
  const { season, seasonType, week, weekSlug } = findLeagueWeek(Date.parse(iso));
  return { season, seasonType, week, weekSlug };
};

describe('findLeagueWeek', () => {
  it('finds a regular-season week from its Tuesday window', () => {
    // 2026: Labor Day Sep 7, kickoff Thu Sep 10; week 12 runs Tue Nov 24 – Mon Nov 30.
    expect(at('2026-11-23T15:00:00Z')).toEqual({
      season: 2026,
      seasonType: 'REG',
      week: 11,
      weekSlug: 'WEEK_11',
    });
    expect(at('2026-11-24T15:00:00Z')).toEqual({
      season: 2026,
      seasonType: 'REG',
      week: 12,
      weekSlug: 'WEEK_12',
    });
  });

  it('keeps Monday night in its week until 6 am Eastern on Tuesday', () => {
    // Tue Nov 24 2026, 00:30 Eastern (EST, UTC−5) = 05:30Z: still week 11.
    expect(at('2026-11-24T05:30:00Z').week).toBe(11);
    expect(at('2026-11-24T11:00:00Z').week).toBe(12);
  });

  it('maps preseason, postseason and the Pro Bowl week', () => {
    expect(at('2025-07-31T23:00:00Z')).toMatchObject({
      season: 2025,
      seasonType: 'PRE',
      week: 0,
      weekSlug: 'HOF',
    });
    expect(at('2026-01-11T18:00:00Z')).toMatchObject({ season: 2025, seasonType: 'POST', weekSlug: 'WC' });
    // Pro Bowl week of the 2025 season (Feb 3–9 2026) shows the Super Bowl ahead.
    expect(at('2026-02-04T18:00:00Z')).toMatchObject({ season: 2025, seasonType: 'POST', weekSlug: 'SB' });
  });

  it('stays on the last Super Bowl through the offseason', () => {
    expect(at('2026-05-01T12:00:00Z')).toMatchObject({ season: 2025, seasonType: 'POST', weekSlug: 'SB' });
    expect(at('2026-07-27T12:00:00Z')).toMatchObject({ season: 2025, weekSlug: 'SB' });
  });
});
