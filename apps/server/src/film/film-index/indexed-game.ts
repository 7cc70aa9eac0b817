/**
 * A game as the film index holds it. Its own file because both the index (film-index.ts), which
 * builds the games, and the filter compiler (compile-film-filters.ts), whose game predicates read
 * them, need it, and the index imports the compiler.
 */
import type { GameId } from '@all22/domain';

/** A game in the index, with the values its game-level filters read. */
export interface IndexedGame {
  readonly gameId: GameId;
  readonly season: number;
  readonly seasonType: string;
  readonly week: number;
  readonly weekSlug: string;
  /** Its rows as [start, end) pairs, in sequence order. */
  readonly ranges: number[];
  /** The sequence of its last play in the index. */
  maxSequence: number;
  plays: number;
  /** Player codes and team codes any of its plays names. */
  readonly players: Set<number>;
  readonly teams: Set<number>;
}
