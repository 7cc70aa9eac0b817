export * from './team-logo-svg.js';
