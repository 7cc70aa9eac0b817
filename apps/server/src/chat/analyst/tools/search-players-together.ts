import type { PlayerSearchResult } from '@all22/contracts';
import type { Database } from '@all22/db';
import { searchPlayersForTerms } from '../../../read/players/search-players.js';
import { createBatcherPerOwner } from '../../create-statement-batcher.js';

/**
 * The toolbar's player search for the analyst: the names asked about at the same moment (a
 * crowd's first questions after a game ends, when no result is kept) are searched in one scan of
 * the players, not one each (bench:chat).
 */
export const searchPlayersTogether: (db: Database, term: string) => Promise<PlayerSearchResult[]> =
  createBatcherPerOwner({
    run: (db: Database, terms: readonly string[]) => searchPlayersForTerms(db, terms),
    // Each name adds its conditions to every player's row.
    maxBatchSize: 64,
  });
