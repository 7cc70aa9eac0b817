export * from './play-rows.js';
export * from './stat-rows.js';
