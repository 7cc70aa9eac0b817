/**
 * What the film index reads from the database: which games changed since a marker, and their
 * plays it does not hold yet.
 *
 * The marker is the latest games.updated_at the index has seen, as PostgreSQL's text (exact to
 * the microsecond, which a JS Date is not). The feed bumps a game's updated_at in the transaction
 * that writes its plays (write-game-progress.ts), and a new game's row is written with its first
 * plays, so every play written since the marker belongs to a game with a later updated_at. Plays
 * are append-only within a game (the feed writes them in sequence order and never rewrites one),
 * so a changed game's new plays are those after the last sequence the index holds.
 */
import { type Database, games, plays } from '@all22/db';
import type { GameId } from '@all22/domain';
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { FilmIndex } from './film-index.js';
import type { IndexedPlayRow } from './indexed-play-columns.js';
import { PACKED_PLAY_ROW, unpackPlayRow } from './packed-play-row.js';

/** Before any game: every game changed since. */
export const INITIAL_CHANGE_MARKER = '-infinity';

export interface GameChanges {
  /** The latest updated_at among them (the marker when none changed). */
  readonly marker: string;
  /** Newest first. */
  readonly gameIds: readonly GameId[];
}

/** The games whose updated_at is after `marker`. */
export async function loadChangedGames(db: Database, marker: string): Promise<GameChanges> {
  const rows = await db
    .select({ gameId: games.gameId, marker: sql<string>`(max(${games.updatedAt}) over ())::text` })
    .from(games)
    .where(sql`${games.updatedAt} > ${marker}::timestamptz`)
    .orderBy(desc(games.gameId));
  return { marker: rows[0]?.marker ?? marker, gameIds: rows.map((row) => row.gameId) };
}

/** The plays of these games the index does not hold yet, newest game first, each in sequence order. */
export async function loadNewPlays(
  db: Database,
  index: FilmIndex,
  gameIds: readonly GameId[],
): Promise<IndexedPlayRow[]> {
  if (gameIds.length === 0) return [];
  const unknown = gameIds.filter((gameId) => index.maxSequenceOf(gameId) === 0);
  const known = gameIds.filter((gameId) => index.maxSequenceOf(gameId) > 0);
  const where = or(
    ...(unknown.length > 0 ? [inArray(plays.gameId, unknown)] : []),
    ...known.map((gameId) => and(eq(plays.gameId, gameId), gt(plays.sequence, index.maxSequenceOf(gameId)))),
  );
  const rows = await db
    .select({ packed: PACKED_PLAY_ROW })
    .from(plays)
    .where(where)
    .orderBy(desc(plays.gameId), asc(plays.sequence));
  return rows.map((row) => unpackPlayRow(row.packed));
}
