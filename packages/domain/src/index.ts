/**
 * @all22/domain — the pure rules of the product: no I/O, no framework, no database.
 * Each area has its own folder with an index; this file only re-exports them.
 */
export * from './ids.js';
export * from './weeks/index.js';
export * from './games/index.js';
export * from './players/index.js';
export * from './fantasy/index.js';
export * from './display/index.js';
export * from './access/index.js';
export * from './chat/index.js';
export * from './search/index.js';
export * from './film/index.js';
export * from './sanitize/index.js';
export * from './plays/index.js';
export * from './stats/index.js';
export * from './fantasy-ai/index.js';
export * from './gtg/index.js';
export * from './fantasy-insights/index.js';
export * from './league-insights/index.js';
