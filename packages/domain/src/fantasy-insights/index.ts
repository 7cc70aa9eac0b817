export * from './insight-window.js';
export * from './usage-trends.js';
export * from './matchup-adjustment.js';
export * from './expected-points.js';
export * from './next-man-up.js';
export * from './insight-film-links.js';
