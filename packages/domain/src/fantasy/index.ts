export * from './fantasy-scoring.js';
export * from './fantasy-stat-texts.js';
export * from './fantasy-week-tiers.js';
