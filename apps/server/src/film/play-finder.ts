import type { FilmFilters, PlayKey } from '@all22/domain';

/** One page of a film-room search. */
export interface PlaySearch {
  readonly filters: FilmFilters;
  /** Plays to skip, then at most `limit` to return. */
  readonly offset: number;
  readonly limit: number;
}

/** The keys of one page of matching plays, in the film room's order, and how many match in all. */
export interface PlaySearchResult {
  readonly keys: readonly PlayKey[];
  readonly total: number;
}

/**
 * Where filter evaluation lives, behind one small interface: today SQL on the plays table
 * (sql-play-finder.ts); an in-memory columnar index can answer the same calls later. The order is
 * part of the contract: newest game first (by gameId, which starts with the date), then the game's
 * plays in the order they happened (sequence).
 */
export interface PlayFinder {
  findPlays(search: PlaySearch): Promise<PlaySearchResult>;
}
