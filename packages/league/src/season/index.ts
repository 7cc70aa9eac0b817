export * from './league-game.js';
export * from './estimate-team-strength.js';
export * from './determine-draft-order.js';
export * from './create-postseason-round.js';
export * from './league-timeline.js';
export * from './standings-teams.js';
