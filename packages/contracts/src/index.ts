/**
 * @all22/contracts — zod schemas of every HTTP request/response and WebSocket frame, shared by the
 * server (validation, OpenAPI) and the web app (parsing). Types are inferred, never hand-written.
 */
export * from './error.js';
export * from './query-request.js';
export * from './health.js';
export * from './app-config.js';
export * from './images.js';
export * from './account.js';
export * from './billing.js';
export * from './geo.js';
export * from './schedules.js';
export * from './teams.js';
export * from './players.js';
export * from './rosters.js';
export * from './stats.js';
export * from './splits.js';
export * from './sandbox.js';
export * from './fantasy-ranking.js';
export * from './plays.js';
export * from './game-detail.js';
export * from './team-detail.js';
export * from './player-detail.js';
export * from './gtg.js';
export * from './live.js';
export * from './events.js';
export * from './support.js';
export * from './saved-searches.js';
export * from './chat.js';
export * from './interpret-chat-server-frame.js';
export * from './fantasy-insights.js';
export * from './league-insights.js';
