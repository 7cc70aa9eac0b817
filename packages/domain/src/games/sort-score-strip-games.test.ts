import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { sortScoreStripGames } from './sort-score-strip-games.js';

const game = (id: number, phase: string, isoTime: string) => ({ id, phase, isoTime });
const ids = (games: readonly { id: number }[]) => games.map((g) => g.id);

const EARLY = '2024-09-08T17:00:00Z';
const LATE = '2024-09-08T20:25:00Z';
const NIGHT = '2024-09-09T00:20:00Z';

describe('sortScoreStripGames', () => {
  it('returns an empty array for no games', () => {
    expect(sortScoreStripGames([])).toEqual([]);
  });

  it('orders all-pregame games by time then id', () => {
    const games = [game(3, 'PRE', LATE), game(2, 'PREGAME', EARLY), game(1, 'SCHEDULED', LATE)];
    expect(ids(sortScoreStripGames(games))).toEqual([2, 1, 3]);
  });

  it('orders all-final games by time then id', () => {
    const games = [game(5, 'FINAL', NIGHT), game(9, 'FINAL_OVERTIME', EARLY), game(4, 'FINAL', EARLY)];
    expect(ids(sortScoreStripGames(games))).toEqual([4, 9, 5]);
  });

  it('puts live first, then pregame, then final, each by time then id', () => {
    const games = [
      game(1, 'FINAL', EARLY),
      game(2, 'PRE', NIGHT),
      game(3, 'INGAME', LATE),
      game(4, 'HALFTIME', EARLY),
      game(5, 'PREGAME', LATE),
      game(6, 'FINAL_OVERTIME', EARLY),
      game(7, 'SUSPENDED', LATE),
    ];
    expect(ids(sortScoreStripGames(games))).toEqual([4, 3, 7, 5, 2, 1, 6]);
  });

  it('splits by group as soon as pregame and final games are mixed', () => {
    // An early final would come first by time alone; mixed lists put pregame before final.
    const games = [game(1, 'FINAL', EARLY), game(2, 'PRE', NIGHT)];
    expect(ids(sortScoreStripGames(games))).toEqual([2, 1]);
  });

  it('sorts unknown phases last and unparseable times after real ones', () => {
    const games = [
      game(1, 'POSTPONED', EARLY),
      game(2, 'FINAL', 'not a time'),
      game(3, 'FINAL', LATE),
      game(4, 'INGAME', NIGHT),
    ];
    expect(ids(sortScoreStripGames(games))).toEqual([4, 3, 2, 1]);
  });

  it('does not mutate its input and returns a new array', () => {
    const games = [game(2, 'PRE', LATE), game(1, 'PRE', EARLY)];
    const sorted = sortScoreStripGames(games);
    expect(sorted).not.toBe(games);
    expect(ids(games)).toEqual([2, 1]);
  });

  it('is a permutation whose live games all come before any final game', () => {
    const phases = [
      'PRE',
      'PREGAME',
      'SCHEDULED',
      'INGAME',
      'HALFTIME',
      'SUSPENDED',
      'FINAL',
      'FINAL_OVERTIME',
    ];
    const arbitraryGame = fc.record({
      id: fc.integer({ min: 1, max: 1_000 }),
      phase: fc.constantFrom(...phases),
      isoTime: fc
        .integer({ min: 0, max: 10_000 })
        .map((m) => new Date(Date.UTC(2024, 8, 8) + m * 60_000).toISOString()),
    });
    fc.assert(
      fc.property(fc.array(arbitraryGame), (games) => {
        const sorted = sortScoreStripGames(games);
        expect([...ids(sorted)].sort((a, b) => a - b)).toEqual([...ids(games)].sort((a, b) => a - b));
        const lastLive = sorted.findLastIndex((g) => ['INGAME', 'HALFTIME', 'SUSPENDED'].includes(g.phase));
        const firstFinal = sorted.findIndex((g) => g.phase.includes('FINAL'));
        if (lastLive !== -1 && firstFinal !== -1) expect(lastLive).toBeLessThan(firstFinal);
      }),
    );
  });
});
