/**
 * Bulk loading: many rows into one table in as few round trips as the driver allows. Drizzle's
 * multi-row INSERT binds one parameter per value, which PGlite (PostgreSQL in WebAssembly)
 * executes at about 1.5k wide rows per second; COPY runs about eight times faster there. On a
 * PostgreSQL server the rows travel as one JSON parameter expanded by json_populate_recordset.
 *
 * Only the columns present on the first row are written, so the others take their defaults.
 * Every row must have the same keys (a missing key would silently write NULL otherwise).
 */
import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type { SqlExecutor } from './sql-executor.js';

/** Rows per COPY or INSERT statement: large enough to amortise the round trip, small enough to stream. */
const CHUNK_SIZE = 5_000;

interface ColumnPlan {
  key: string;
  name: string;
  /** Drizzle's column type (PgArray, PgJsonb, PgTimestamp...), which decides the text encoding. */
  columnType: string;
}

const planColumns = (table: Table, sample: Record<string, unknown>): ColumnPlan[] => {
  const columns = getTableColumns(table);
  const plan: ColumnPlan[] = [];
  for (const key of Object.keys(sample)) {
    const column = columns[key];
    if (!column) throw new Error(`copyRows: ${getTableName(table)} has no column for key "${key}"`);
    plan.push({ key, name: column.name, columnType: column.columnType });
  }
  return plan;
};

const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

const quoteCsv = (text: string): string => `"${text.replaceAll('"', '""')}"`;

/** One value in PostgreSQL's CSV dialect: NULL is an empty unquoted field, every text is quoted. */
const encodeCsvValue = (value: unknown, columnType: string): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (columnType === 'PgArray') {
    return quoteCsv(
      `{${(value as unknown[]).map((item) => (item === null ? 'NULL' : String(item))).join(',')}}`,
    );
  }
  if (columnType === 'PgJsonb' || columnType === 'PgJson') return quoteCsv(JSON.stringify(value));
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return quoteCsv(String(value));
};

const assertSameKeys = (rows: readonly Record<string, unknown>[], plan: readonly ColumnPlan[]): void => {
  for (const row of rows) {
    if (Object.keys(row).length !== plan.length || plan.some((column) => !(column.key in row))) {
      throw new Error('copyRows: every row must have the same keys as the first');
    }
  }
};

/** JSON for json_populate_recordset: snake_case keys, dates as ISO strings, arrays and objects as they are. */
const toJsonRecord = (row: Record<string, unknown>, plan: readonly ColumnPlan[]): Record<string, unknown> => {
  const record: Record<string, unknown> = {};
  for (const column of plan) record[column.name] = row[column.key];
  return record;
};

/**
 * Appends `rows` to `table` (plain appends: no conflict handling, so callers write only rows
 * that are new, typically inside the transaction that decides they are). Returns the row count.
 */
export async function copyRows<T extends Table>(
  executor: SqlExecutor,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number> {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) return 0;
  const plan = planColumns(table, first);
  const records = rows as readonly Record<string, unknown>[];
  assertSameKeys(records, plan);
  const tableName = quoteIdentifier(getTableName(table));
  const columnList = plan.map((column) => quoteIdentifier(column.name)).join(', ');

  for (let start = 0; start < records.length; start += CHUNK_SIZE) {
    const chunk = records.slice(start, start + CHUNK_SIZE);
    if (executor.kind === 'pglite') {
      const csv = chunk
        .map((row) => plan.map((column) => encodeCsvValue(row[column.key], column.columnType)).join(','))
        .join('\n');
      await executor.copyFromBlob(
        `copy ${tableName} (${columnList}) from '/dev/blob' with (format csv)`,
        new Blob([csv]),
      );
    } else {
      const json = JSON.stringify(chunk.map((row) => toJsonRecord(row, plan)));
      await executor.query(
        `insert into ${tableName} (${columnList}) select ${columnList} from json_populate_recordset(null::${tableName}, $1::json)`,
        [json],
      );
    }
  }
  return records.length;
}
