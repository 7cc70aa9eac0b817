export * from './player-line-keys.js';
export * from './stat-definition.js';
export * from './stat-vocabulary.js';
export * from './shared-stat-texts.js';
export { KICKING_TABLE_STATS } from './special-teams-stats.js';
export * from './splits/index.js';
export * from './sandbox/index.js';
