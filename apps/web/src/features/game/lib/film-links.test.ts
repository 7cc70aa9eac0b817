import type { Play } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import { getGameFilmHref, getPlayFilmHref } from './film-links';

const game = { season: 2018, seasonType: 'REG', week: 1, gameId: 2018090600 } as const;

describe('film links', () => {
  it("opens the film room on the game's plays", () => {
    expect(getGameFilmHref(game)).toBe('/film/plays?season=2018&seasonType=REG&week=1&gameId=2018090600');
  });

  it("opens a play's page within the game's plays, at its place", () => {
    const play = { ...game, id: '2018090600-57' } as Play;
    expect(getPlayFilmHref(play, 12)).toBe(
      '/film/plays/2018090600-57?season=2018&seasonType=REG&week=1&gameId=2018090600&n=12',
    );
  });
});
