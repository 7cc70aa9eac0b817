/**
 * @all22/db — the Drizzle schema, the mapping of domain records and stat lines onto its rows,
 * its migrations and the connection factory (PGlite or node-postgres). Test helpers are in
 * "@all22/db/testing".
 */
export * from './schema/index.js';
export * from './rows/index.js';
export {
  createDatabase,
  type CreateDatabaseOptions,
  type Database,
  type DatabaseHandle,
  type DatabaseKind,
  type DatabaseQueryResultHKT,
  type DatabaseTransaction,
  type PgliteHandle,
  type PostgresHandle,
  type Schema,
} from './database.js';
export { getMigrationStatus, type MigrationStatus, runMigrations } from './migrations.js';
export * from './bulk/index.js';
export * from './notify/index.js';
