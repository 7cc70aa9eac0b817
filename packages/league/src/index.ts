/**
 * @all22/league — the simulated league that acts as the default data feed: franchises, players,
 * schedules, the play engine and the feed clock. Deterministic from LEAGUE_SEED.
 */
export * from './franchises/index.js';
export * from './logos/index.js';
export * from './random/index.js';
export * from './schedule/index.js';
export * from './clock/index.js';
export * from './players/index.js';
export * from './engine/index.js';
export * from './season/index.js';
export * from './feed/index.js';
export * from './tracking/index.js';
export * from './realism/index.js';
