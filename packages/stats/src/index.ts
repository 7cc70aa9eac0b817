/**
 * @all22/stats — every figure derived from plays: player, team and game stats, advanced stats,
 * fantasy points, standings with NFL tie-breakers, splits and leaders.
 */
export * from './fantasy/index.js';
export * from './standings/index.js';
