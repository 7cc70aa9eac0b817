export * from './league-clock.js';
export * from './find-league-week.js';
export * from './count-league-weeks.js';
export * from './describe-current-schedule.js';
