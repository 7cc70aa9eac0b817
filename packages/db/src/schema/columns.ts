/**
 * Column helpers shared by several tables. Value sets the spec fixes are enforced with CHECK
 * constraints on text columns rather than PostgreSQL enums, because enums cannot drop or rename
 * values inside a transactional migration.
 */
import { type SQL, sql } from 'drizzle-orm';
import { check, type PgColumn } from 'drizzle-orm/pg-core';

export type SeasonType = 'PRE' | 'REG' | 'POST';

/** CHECK (column IN (...values)) named `<table>_<column>_check`. */
export function oneOf(table: string, column: PgColumn, values: readonly string[]) {
  const list: SQL = sql.join(
    values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`)),
    sql.raw(', '),
  );
  return check(`${table}_${column.name}_check`, sql`${column} in (${list})`);
}

/** Keeps season_type to the three values the spec defines. */
export function seasonTypeCheck(table: string, column: PgColumn) {
  return oneOf(table, column, ['PRE', 'REG', 'POST']);
}
