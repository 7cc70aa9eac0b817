export * from './player-search-term.js';
export * from './normalize-name.js';
export * from './rank-player-search.js';
