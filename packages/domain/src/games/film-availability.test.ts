import { describe, it, expect } from 'vitest';
import type { FilmContext, FilmGame } from './film-availability.js';
import { isFilmAvailable } from './film-availability.js';

const context: FilmContext = {
  current: { season: 2024, seasonType: 'REG', week: 5, gamesPlayedSmartIds: ['played'] },
  filmSeasons: [2023, 2024],
};
const game = (overrides: Partial<FilmGame>): FilmGame => ({
  smartId: 'g',
  season: 2024,
  seasonType: 'REG',
  week: 4,
  phase: 'FINAL',
  ...overrides,
});

describe('isFilmAvailable', () => {
  it('is available for a final game in an earlier week', () => {
    expect(isFilmAvailable(game({ week: 4 }), context)).toBe(true);
    expect(isFilmAvailable(game({ week: 1, phase: 'FINAL_OVERTIME' }), context)).toBe(true);
  });
  it('is not available for a game that is not final', () => {
    expect(isFilmAvailable(game({ phase: 'INGAME' }), context)).toBe(false);
    expect(isFilmAvailable(game({ seasonType: 'PRE', phase: 'PREGAME' }), context)).toBe(false);
  });
  it('in the current week, only when the game is in the played list', () => {
    expect(isFilmAvailable(game({ week: 5, smartId: 'played' }), context)).toBe(true);
    expect(isFilmAvailable(game({ week: 5, smartId: 'other' }), context)).toBe(false);
  });
  it('is not available for a later week', () => {
    expect(isFilmAvailable(game({ week: 6, smartId: 'played' }), context)).toBe(false);
  });
  it('is always available for a final preseason game of a film season', () => {
    const preContext: FilmContext = {
      ...context,
      current: { ...context.current, seasonType: 'PRE', week: 1 },
    };
    expect(isFilmAvailable(game({ seasonType: 'PRE', week: 3 }), preContext)).toBe(true);
  });
  it('is not available outside the film seasons, even when earlier', () => {
    expect(isFilmAvailable(game({ season: 2022, week: 1 }), context)).toBe(false);
    expect(isFilmAvailable(game({ season: 2022, seasonType: 'PRE' }), context)).toBe(false);
  });
  it('treats any week of an earlier season as earlier', () => {
    expect(isFilmAvailable(game({ season: 2023, seasonType: 'POST', week: 4 }), context)).toBe(true);
  });
  it('compares across season types: REG before POST, POST league weeks equal 1–4', () => {
    const inPost: FilmContext = {
      ...context,
      current: { season: 2024, seasonType: 'POST', week: 2, gamesPlayedSmartIds: [] },
    };
    expect(isFilmAvailable(game({ week: 18 }), inPost)).toBe(true);
    expect(isFilmAvailable(game({ seasonType: 'POST', week: 19 }), inPost)).toBe(true);
    expect(isFilmAvailable(game({ seasonType: 'POST', week: 20 }), inPost)).toBe(false);
    expect(
      isFilmAvailable(game({ seasonType: 'POST', week: 20, smartId: 'x' }), {
        ...inPost,
        current: { ...inPost.current, gamesPlayedSmartIds: ['x'] },
      }),
    ).toBe(true);
  });
  it('is not available for a regular-season game while the current week is preseason', () => {
    const inPre: FilmContext = {
      ...context,
      current: { season: 2024, seasonType: 'PRE', week: 2, gamesPlayedSmartIds: ['g'] },
    };
    expect(isFilmAvailable(game({ week: 1 }), inPre)).toBe(false);
  });
});
