/**
 * @all22/stats — every figure derived from plays: player, team and game stats, advanced stats,
 * fantasy points, standings with NFL tie-breakers, splits and leaders. Definitions and models are
 * documented in docs/data.md.
 */
export * from './plays/index.js';
export * from './players/index.js';
export * from './teams/index.js';
export * from './models/index.js';
export * from './leaders/index.js';
export * from './fantasy/index.js';
export * from './standings/index.js';
export * from './storage/index.js';
export * from './splits/index.js';
