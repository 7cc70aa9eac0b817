export * from './copy-rows.js';
export * from './sql-executor.js';
