export * from './position.js';
export * from './position-group.js';
export * from './stat-qualification.js';
export * from './value-at-path.js';
export * from './player-id.js';
export * from './player-header-stat-paths.js';
export * from './player-header-stat-settings.js';
export * from './header-stat-items.js';
