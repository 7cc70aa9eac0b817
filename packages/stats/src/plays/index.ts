export * from './classify-play.js';
export * from './game-context.js';
export * from './game-clock.js';
export * from './group-game-drives.js';
