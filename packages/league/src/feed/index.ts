export * from './derive-live-game-state.js';
