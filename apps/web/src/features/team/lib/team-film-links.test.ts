import type { GameResponse } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import { getTeamFilmGames, getTeamFilmLinks } from './team-film-links';

const game = (overrides: Partial<GameResponse>) => ({ ...base, ...overrides }) as GameResponse;
const base = {
  smartId: '00000000-0000-4000-8000-000000000001',
  gameId: 2018090900,
  season: 2018,
  seasonType: 'REG',
  week: 1,
  weekSlug: 'WEEK_1',
  phase: 'FINAL',
  isoTime: '2018-09-09T17:00:00Z',
} as Partial<GameResponse>;

describe('team film links', () => {
  it("link the film room to the team's season plays: all, offense, defense", () => {
    expect(getTeamFilmLinks('3800', 2018, 'REG')).toEqual({
      all: '/film/plays?season=2018&seasonType=REG&teamId=3800',
      offense: '/film/plays?season=2018&seasonType=REG&possessionTeamId=3800',
      defense: '/film/plays?season=2018&seasonType=REG&defenseTeamId=3800',
    });
  });

  it('list the games with film, newest first, each linking to its plays', () => {
    const weekOne = game({});
    const weekTwo = game({
      gameId: 2018091600,
      week: 2,
      weekSlug: 'WEEK_2',
      isoTime: '2018-09-16T17:00:00Z',
      smartId: '00000000-0000-4000-8000-000000000002',
    });
    const upcoming = game({
      gameId: 2018092300,
      week: 3,
      weekSlug: 'WEEK_3',
      phase: 'PREGAME',
      isoTime: '2018-09-23T17:00:00Z',
    });
    const current = { season: 2018, seasonType: 'REG' as const, week: 2, gamesPlayedSmartIds: [] };
    const films = getTeamFilmGames([weekOne, weekTwo, upcoming], '3800', current);
    // Week 2 is the current week and not in the played list yet: no film.
    expect(films.map(({ game }) => game.week)).toEqual([1]);
    expect(films[0]?.href).toBe(
      '/film/plays?season=2018&seasonType=REG&weekSlug=WEEK_1&gameId=2018090900&teamId=3800',
    );
    const played = getTeamFilmGames([weekOne, weekTwo], '3800', {
      ...current,
      gamesPlayedSmartIds: [weekTwo.smartId],
    });
    expect(played.map(({ game }) => game.week)).toEqual([2, 1]);
  });
});
