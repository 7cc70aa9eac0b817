export * from './split-catalogue.js';
export * from './split-film-filters.js';
export * from './split-columns.js';
