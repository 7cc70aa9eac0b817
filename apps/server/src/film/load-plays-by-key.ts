import { type Database, plays } from '@all22/db';
import { type PlayKey, type PlayRecord, formatPlayKey } from '@all22/domain';
import { sql } from 'drizzle-orm';
import { fromPlayRow } from '../live/league-rows.js';

/** The plays with these keys, in the keys' order; a key with no play is left out. */
export const loadPlaysByKey = async (db: Database, keys: readonly PlayKey[]): Promise<PlayRecord[]> => {
  if (keys.length === 0) return [];
  const pairs = keys.map((key) => sql`(${key.gameId}::bigint, ${key.playId}::integer)`);
  const rows = await db
    .select()
    .from(plays)
    .where(sql`(${plays.gameId}, ${plays.playId}) in (${sql.join(pairs, sql`, `)})`);
  const byKey = new Map(rows.map((row) => [formatPlayKey(row), fromPlayRow(row)]));
  return keys.flatMap((key) => byKey.get(formatPlayKey(key)) ?? []);
};
