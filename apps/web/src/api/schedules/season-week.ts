import type { CurrentScheduleResponse } from '@all22/contracts';

/** A league week as the schedule calls name it; the current schedule is one. */
export type SeasonWeek = Pick<CurrentScheduleResponse, 'season' | 'seasonType' | 'week'>;

/**
 * The root of every schedules query key: a `week` push event (a new league week began)
 * invalidates everything under it at once — the current week, its games, odds and standings.
 */
export const SCHEDULES_QUERY_KEY = ['schedules'] as const;

/** The root of every query whose data is a list of games ({ games: Game[] }); pushes patch them all. */
export const GAME_LISTS_QUERY_KEY = [...SCHEDULES_QUERY_KEY, 'games'] as const;
