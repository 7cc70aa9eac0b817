export * from './fantasy-scoring.js';
export * from './fantasy-stat-texts.js';
export * from './fantasy-week-tiers.js';
export * from './fantasy-point-weights.js';
export * from './usage-averages.js';
export * from './points-allowed.js';
