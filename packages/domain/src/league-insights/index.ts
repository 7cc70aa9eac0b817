export * from './team-efficiency.js';
export * from './efficiency-trends.js';
export * from './notable-performances.js';
export * from './pass-rate-over-expected.js';
export * from './league-insight-film-links.js';
export * from './league-insight-methods.js';
