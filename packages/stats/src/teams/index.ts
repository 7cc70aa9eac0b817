export * from './team-totals.js';
export * from './derive-team-stat-line.js';
export * from './compute-team-game-stats.js';
export * from './compute-team-season-stats.js';
export * from './compute-box-score.js';
export { computeTimeOfPossession } from './compute-time-of-possession.js';
export { countRedZoneTrips, type RedZoneRecord } from './count-red-zone-trips.js';
