import type { OptionalSeasonWeekQuery } from '@all22/contracts';

/** The week the Game Time Guide's calls name (the page always names one: its own or the current week). */
export type GtgWeek = Required<Pick<OptionalSeasonWeekQuery, 'season' | 'seasonType' | 'week'>>;

/** The root of the guide's query keys. */
export const GTG_QUERY_KEY = ['gtg'] as const;

/** The API's default cache time: a minute (the guide reads the games before the week; its games' status moves). */
export const GTG_STALE_MS = 60_000;
