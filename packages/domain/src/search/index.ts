export * from './player-search-term.js';
export * from './normalize-name.js';
export * from './rank-player-search.js';
export * from './name-folding-table.js';
export * from './player-search-prominence.js';
