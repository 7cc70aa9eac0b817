export * from './league-clock.js';
export * from './find-league-week.js';
