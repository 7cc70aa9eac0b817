/** The whole data model, one module per area. drizzle-kit reads this file to generate migrations. */
export type { SeasonType } from './columns.js';
export * from './league.js';
export * from './players.js';
export * from './plays.js';
export * from './stats.js';
export * from './identity.js';
export * from './app.js';
export * from './live.js';
export * from './chat.js';
