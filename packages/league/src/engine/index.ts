/** The play-by-play game engine: one game, snap by snap, as PlayRecords. */
export * from './game-day-roster.js';
export type { GameInfo } from './game-state.js';
export { HOME_EDGE, simulateGame, type SimulatedGame, type SimulateGameInput } from './simulate-game.js';
export { assertGameDayRoster } from './build-team-units.js';
