export * from './rank-stat-leaders.js';
