import { type Database, fromPlayRow, type Play, plays } from '@all22/db';
import { type PlayKey, type PlayRecord, formatPlayKey } from '@all22/domain';
import { getTableColumns, sql } from 'drizzle-orm';

/** Each column's SQL name, its key in a Play, and what its JSON value needs to become the Play's. */
const COLUMNS = Object.entries(getTableColumns(plays)).map(
  ([key, column]) => [column.name, key, column.columnType] as const,
);

/**
 * A plays row as json_agg wrote it, as Drizzle would have read it: timestamps become Dates,
 * and a double that JSON cannot hold (NaN, Infinity) comes as text and becomes the number.
 */
const fromJsonRow = (json: Record<string, unknown>): Play => {
  const row: Record<string, unknown> = {};
  for (const [name, key, columnType] of COLUMNS) {
    const value = json[name] ?? null;
    if (value !== null && columnType === 'PgTimestamp') row[key] = new Date(value as string);
    else if (typeof value === 'string' && columnType === 'PgDoublePrecision') row[key] = Number(value);
    else row[key] = value;
  }
  return row as Play;
};

/**
 * The plays with these keys, in the keys' order; a key with no play is left out. They come as
 * one JSON text (json_agg): with PGlite a result's cost grows with its cells and rows, and a page
 * of 50 plays of 120 columns took three times as long read column by column, and 1.5 times as
 * long read as one JSON text per row. The keys go in as two
 * arrays: a list of (gameId, playId) pairs of a few hundred made PGlite slow (and, past about 250,
 * answer nothing).
 */
export async function loadPlaysByKey(db: Database, keys: readonly PlayKey[]): Promise<PlayRecord[]> {
  if (keys.length === 0) return [];
  // The keys as two arrays joined to the table: one primary-key lookup each, two parameters.
  const gameIds = `{${keys.map((key) => key.gameId).join(',')}}`;
  const playIds = `{${keys.map((key) => key.playId).join(',')}}`;
  const { rows } = await db.execute<{ plays: string | null }>(
    sql`select json_agg(p)::text as plays
        from unnest(${gameIds}::bigint[], ${playIds}::integer[]) as k(game_id, play_id)
        join ${plays} p on p.game_id = k.game_id and p.play_id = k.play_id`,
  );
  const found = JSON.parse(rows[0]?.plays ?? '[]') as Record<string, unknown>[];
  const byKey = new Map(
    found.map((json) => {
      const play = fromJsonRow(json);
      return [formatPlayKey(play), fromPlayRow(play)];
    }),
  );
  return keys.flatMap((key) => byKey.get(formatPlayKey(key)) ?? []);
}
