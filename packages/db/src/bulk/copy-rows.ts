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

/** The column that records when a row last changed (upsertRows). */
const UPDATED_AT = 'updated_at';

const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Quotes a CSV field, doubling quotes only when there are any (most texts have none). */
const quoteCsv = (text: string): string =>
  text.includes('"') ? `"${text.replaceAll('"', '""')}"` : `"${text}"`;

type CsvEncoder = (value: unknown) => string;

const encodeArray: CsvEncoder = (value) => {
  const items = value as readonly unknown[];
  let text = '{';
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index];
    text += (index === 0 ? '' : ',') + (item === null || item === undefined ? 'NULL' : String(item));
  }
  return quoteCsv(`${text}}`);
};

const encodeScalar: CsvEncoder = (value) => {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return quoteCsv(String(value));
};

const encodeJson: CsvEncoder = (value) => quoteCsv(JSON.stringify(value));

/**
 * The encoder of one column in PostgreSQL's CSV dialect, chosen once per column rather than per
 * value (a bulk load encodes millions of values): NULL is an empty unquoted field, texts are
 * quoted, arrays are written as array literals and json as its text.
 */
const createCsvEncoder = (columnType: string): CsvEncoder => {
  const encode =
    columnType === 'PgArray'
      ? encodeArray
      : columnType === 'PgJsonb' || columnType === 'PgJson'
        ? encodeJson
        : encodeScalar;
  return (value) => (value === null || value === undefined ? '' : encode(value));
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

/** The rows to write as text for COPY (PGlite). */
const toCsv = (chunk: readonly Record<string, unknown>[], plan: readonly ColumnPlan[]): string => {
  const keys = plan.map((column) => column.key);
  const encoders = plan.map((column) => createCsvEncoder(column.columnType));
  const lines: string[] = new Array<string>(chunk.length);
  for (let rowIndex = 0; rowIndex < chunk.length; rowIndex += 1) {
    const row = chunk[rowIndex] as Record<string, unknown>;
    let line = '';
    for (let index = 0; index < keys.length; index += 1) {
      line += (index === 0 ? '' : ',') + (encoders[index] as CsvEncoder)(row[keys[index] as string]);
    }
    lines[rowIndex] = line;
  }
  return lines.join('\n');
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
      await executor.copyFromBlob(
        `copy ${tableName} (${columnList}) from '/dev/blob' with (format csv)`,
        new Blob([toCsv(chunk, plan)]),
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

/**
 * Inserts `rows` into `table`, updating the given columns of rows whose `conflictKeys` already
 * exist (and whose values differ: an unchanged row is not rewritten). On PGlite the rows are copied into a temporary staging table first (emptied at commit),
 * since COPY itself cannot resolve conflicts; on PostgreSQL the JSON expansion feeds the upsert.
 */
export async function upsertRows<T extends Table>(
  executor: SqlExecutor,
  table: T,
  rows: readonly T['$inferInsert'][],
  conflictKeys: readonly (keyof T['$inferInsert'] & string)[],
): Promise<number> {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) return 0;
  const plan = planColumns(table, first);
  const records = rows as readonly Record<string, unknown>[];
  assertSameKeys(records, plan);
  const tableName = quoteIdentifier(getTableName(table));
  const columnList = plan.map((column) => quoteIdentifier(column.name)).join(', ');
  const conflictNames = conflictKeys.map((key) => {
    const column = plan.find((candidate) => candidate.key === key);
    if (!column) throw new Error(`upsertRows: conflict key "${key}" is not among the row's keys`);
    return column.name;
  });
  const updated = plan.filter((column) => !conflictNames.includes(column.name));
  const updates = updated.map(
    (column) => `${quoteIdentifier(column.name)} = excluded.${quoteIdentifier(column.name)}`,
  );
  // A row whose values are all the same is left as it is: every update writes a new version of
  // the row, and a weekly upsert of every player left the table several times its size in dead
  // versions (PGlite runs no autovacuum), which every scan of it then read. updated_at says when
  // the row last changed, so it is written with a change but is not one itself. json has no
  // equality operator, so it is compared as jsonb.
  const asComparable = (column: ColumnPlan, qualifier: string) =>
    `${qualifier}.${quoteIdentifier(column.name)}${column.columnType === 'PgJson' ? '::jsonb' : ''}`;
  const changed = updated
    .filter((column) => column.name !== UPDATED_AT)
    .map(
      (column) => `${asComparable(column, tableName)} is distinct from ${asComparable(column, 'excluded')}`,
    )
    .join(' or ');
  const onConflict = `on conflict (${conflictNames.map(quoteIdentifier).join(', ')}) ${
    updates.length > 0 && changed !== ''
      ? `do update set ${updates.join(', ')} where ${changed}`
      : 'do nothing'
  }`;

  if (executor.kind === 'pglite') {
    const stage = quoteIdentifier(`stage_${getTableName(table)}`);
    // Created once per session and emptied at each commit: creating and dropping it in every
    // transaction cost a file creation and deletion each time.
    await executor.query(
      `create temp table if not exists ${stage} (like ${tableName} including defaults) on commit delete rows`,
    );
    for (let start = 0; start < records.length; start += CHUNK_SIZE) {
      await executor.copyFromBlob(
        `copy ${stage} (${columnList}) from '/dev/blob' with (format csv)`,
        new Blob([toCsv(records.slice(start, start + CHUNK_SIZE), plan)]),
      );
    }
    await executor.query(
      `insert into ${tableName} (${columnList}) select ${columnList} from ${stage} ${onConflict}`,
    );
    // A second upsert into the same table in this transaction must not see these rows again.
    await executor.query(`delete from ${stage}`);
    return records.length;
  }
  for (let start = 0; start < records.length; start += CHUNK_SIZE) {
    const json = JSON.stringify(
      records.slice(start, start + CHUNK_SIZE).map((row) => toJsonRecord(row, plan)),
    );
    await executor.query(
      `insert into ${tableName} (${columnList}) select ${columnList} from json_populate_recordset(null::${tableName}, $1::json) ${onConflict}`,
      [json],
    );
  }
  return records.length;
}
