import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortScoreStripGames } from './sort-score-strip-games.js';
import { sortScoreStripGamesWithFavorites } from './sort-favorite-games-first.js';

const game = (id: number, phase: string, isoTime: string, visitorTeamId: string, homeTeamId: string) => ({
  id,
  phase,
  isoTime,
  visitorTeamId,
  homeTeamId,
});
const ids = (games: readonly { id: number }[]) => games.map((g) => g.id);

const EARLY = '2024-09-08T17:00:00Z';
const LATE = '2024-09-08T20:25:00Z';
const NIGHT = '2024-09-09T00:20:00Z';

// A week with every kind of game: live, pregame and final (spec order 4, 3, 5, 2, 1, 6).
const WEEK = [
  game(1, 'FINAL', EARLY, '0100', '0200'),
  game(2, 'PRE', NIGHT, '0300', '0400'),
  game(3, 'INGAME', LATE, '0500', '0600'),
  game(4, 'HALFTIME', EARLY, '0700', '0800'),
  game(5, 'PREGAME', LATE, '0900', '1000'),
  game(6, 'FINAL_OVERTIME', EARLY, '1100', '1200'),
];

describe('sortScoreStripGamesWithFavorites', () => {
  it('keeps the spec order exactly when the user has no favourite', () => {
    expect(ids(sortScoreStripGamesWithFavorites(WEEK, []))).toEqual([4, 3, 5, 2, 1, 6]);
    expect(ids(sortScoreStripGamesWithFavorites(WEEK, []))).toEqual(ids(sortScoreStripGames(WEEK)));
  });

  it("puts live games first, then the favourites' games, then the rest, each in spec order", () => {
    // Favourites: the visitor of final game 6 and the home team of pregame game 2.
    expect(ids(sortScoreStripGamesWithFavorites(WEEK, ['1100', '0400']))).toEqual([4, 3, 2, 6, 5, 1]);
  });

  it("leaves a favourite's live game among the live ones, in its spec place", () => {
    // 0500 plays in live game 3, which stays behind live game 4 (earlier kickoff).
    expect(ids(sortScoreStripGamesWithFavorites(WEEK, ['0500']))).toEqual([4, 3, 5, 2, 1, 6]);
  });

  it('orders favourites’ games by the spec, not by how much each team is favoured', () => {
    // The most favoured team (0100) is in the final game 1; the pregame game 5 still comes first.
    expect(ids(sortScoreStripGamesWithFavorites(WEEK, ['0100', '1000']))).toEqual([4, 3, 5, 1, 2, 6]);
  });

  it('lists a game between two favourites once, and ignores favourites without a game', () => {
    const sorted = sortScoreStripGamesWithFavorites(WEEK, ['0300', '0400', '9999']);
    expect(ids(sorted)).toEqual([4, 3, 2, 5, 1, 6]);
  });

  it('moves favourites first when every game is pregame, ties kept by time then id', () => {
    const pregame = [
      game(8, 'PRE', EARLY, '0100', '0200'),
      game(7, 'PRE', EARLY, '0300', '0400'),
      game(9, 'PRE', LATE, '0500', '0600'),
      game(10, 'PRE', LATE, '0700', '0800'),
    ];
    expect(ids(sortScoreStripGamesWithFavorites(pregame, []))).toEqual([7, 8, 9, 10]);
    expect(ids(sortScoreStripGamesWithFavorites(pregame, ['0800', '0600']))).toEqual([9, 10, 7, 8]);
  });

  it('does not mutate its input', () => {
    const copy = [...WEEK];
    sortScoreStripGamesWithFavorites(WEEK, ['0100']);
    expect(WEEK).toEqual(copy);
  });

  it('is the spec order with only the favourites’ non-live games moved up behind the live ones', () => {
    const teams = ['0100', '0200', '0300', '0400', '0500', '0600'];
    const phases = ['PRE', 'PREGAME', 'INGAME', 'HALFTIME', 'SUSPENDED', 'FINAL', 'FINAL_OVERTIME'];
    const arbitraryGame = fc.record({
      id: fc.integer({ min: 1, max: 1_000 }),
      phase: fc.constantFrom(...phases),
      isoTime: fc
        .integer({ min: 0, max: 600 })
        .map((m) => new Date(Date.UTC(2024, 8, 8) + m * 60_000).toISOString()),
      visitorTeamId: fc.constantFrom(...teams),
      homeTeamId: fc.constantFrom(...teams),
    });
    fc.assert(
      fc.property(fc.array(arbitraryGame), fc.subarray(teams), (games, favorites) => {
        const spec = sortScoreStripGames(games);
        const sorted = sortScoreStripGamesWithFavorites(games, favorites);
        const isLive = (g: (typeof games)[number]) => ['INGAME', 'HALFTIME', 'SUSPENDED'].includes(g.phase);
        const isFavorite = (g: (typeof games)[number]) =>
          !isLive(g) && (favorites.includes(g.homeTeamId) || favorites.includes(g.visitorTeamId));
        expect(sorted).toEqual([
          ...spec.filter(isLive),
          ...spec.filter(isFavorite),
          ...spec.filter((g) => !isLive(g) && !isFavorite(g)),
        ]);
      }),
    );
  });
});
