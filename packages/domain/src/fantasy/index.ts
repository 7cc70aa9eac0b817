export * from './fantasy-scoring.js';
