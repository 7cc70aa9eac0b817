export * from './player-totals.js';
export * from './derive-player-stat-line.js';
export { computePasserRating, roundTo, type PasserRatingInput } from './compute-passer-rating.js';
export { computePlayerGameStats, type PlayerGameStats } from './compute-player-game-stats.js';
export { TIGHT_WINDOW_YARDS } from './tally-defense.js';
export * from './derive-per-game-figures.js';
export * from './compute-player-season-stats.js';
export * from './select-player-headline.js';
export * from './group-player-lines.js';
