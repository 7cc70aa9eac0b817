export * from './copy-rows.js';
export * from './sql-executor.js';
export * from './recording-executor.js';
