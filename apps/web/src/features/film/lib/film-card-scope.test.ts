import { asTeamId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { getFilmCardScope, getLatestFilmWeek } from './film-card-scope';

const current = { season: 2025, seasonType: 'REG' as const, week: 6, gamesPlayedSmartIds: ['a'] };

describe('getLatestFilmWeek', () => {
  it('is this week once a game is played, else the week before', () => {
    expect(getLatestFilmWeek(current)).toBe('WEEK_6');
    expect(getLatestFilmWeek({ ...current, gamesPlayedSmartIds: [] })).toBe('WEEK_5');
    expect(getLatestFilmWeek({ ...current, week: 1, gamesPlayedSmartIds: [] })).toBe('P3');
    expect(getLatestFilmWeek({ ...current, seasonType: 'POST', week: 1, gamesPlayedSmartIds: [] })).toBe(
      'WEEK_18',
    );
  });
});

describe('getFilmCardScope', () => {
  it('takes the week the filters name, then the picked one', () => {
    expect(getFilmCardScope({ season: [2024], weekSlug: 'WC' }, 'WEEK_2', current)).toEqual({
      kind: 'week',
      season: 2024,
      seasonType: 'POST',
      week: 1,
      weekSlug: 'WC',
    });
    expect(getFilmCardScope({}, 'WEEK_2', current)).toMatchObject({
      season: 2025,
      weekSlug: 'WEEK_2',
      week: 2,
    });
  });
  it("shows a chosen team's season when no week is named", () => {
    expect(getFilmCardScope({ season: [2023], possessionTeamId: asTeamId('3800') }, null, current)).toEqual({
      kind: 'team-season',
      season: 2023,
      teamId: '3800',
    });
  });
  it('defaults to the latest film week this season, week 1 of an earlier one', () => {
    expect(getFilmCardScope({}, null, current)).toMatchObject({ season: 2025, weekSlug: 'WEEK_6' });
    expect(getFilmCardScope({ season: [2019, 2021] }, null, current)).toMatchObject({
      season: 2021,
      weekSlug: 'WEEK_1',
    });
  });
});
