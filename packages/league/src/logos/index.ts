export * from './team-logo-svg.js';
export * from './render-headshot-svg.js';
