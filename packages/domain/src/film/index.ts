export * from './film-filter-field.js';
export * from './film-filter-catalogue.js';
export * from './film-buckets.js';
export * from './parse-film-filter-query.js';
export * from './serialize-film-filter-query.js';
export * from './film-room-view.js';
export * from './play-key.js';
export * from './clip-types.js';
