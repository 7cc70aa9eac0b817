export * from './fantasy-points.js';
