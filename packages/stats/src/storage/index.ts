export * from './compact-stat-line.js';
