import type { Play } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import { getGameFilmHref, getPlayFilmHref } from './film-links';

const game = { season: 2018, seasonType: 'REG', week: 1, gameId: 2018090600 } as const;

describe('film links', () => {
  it("opens the film room on the game's plays", () => {
    expect(getGameFilmHref(game)).toBe('/film/plays?season=2018&seasonType=REG&week=1&gameId=2018090600');
  });

  it('narrows to a play by quarter, down, play type and its players', () => {
    const play = {
      ...game,
      quarter: 3,
      down: 2,
      playType: 'play_type_pass',
      passerId: 52063,
      rusherId: null,
      targetId: 52257,
    } as Play;
    const href = new URL(getPlayFilmHref(play), 'http://localhost');
    expect(href.pathname).toBe('/film/plays');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      season: '2018',
      seasonType: 'REG',
      week: '1',
      gameId: '2018090600',
      quarter: '3',
      down: '2',
      playType: 'play_type_pass',
      passerId: '52063',
      targetId: '52257',
    });
  });
});
