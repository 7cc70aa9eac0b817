export * from './fantasy-scoring.js';
export * from './fantasy-stat-texts.js';
