export * from './franchises.js';
export * from './league-teams.js';
