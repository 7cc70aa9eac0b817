/**
 * GET /api/live — the live push (server-sent events). Each event has an `id` (increasing), an
 * `event` name (`game` or `week`) and `data`, one of the JSON shapes below. A client that
 * reconnects with `Last-Event-ID` (or `?lastEventId=`) first receives the events it missed.
 */
import { SEASON_TYPES } from '@all22/domain';
import { z } from 'zod';

/**
 * `event: game` — a game's score or situation changed. The live fields follow the Game entity's
 * rules: null (red zone false) unless the game is under way.
 */
export const liveGameEventSchema = z
  .object({
    type: z.literal('game'),
    gameId: z.number().int(),
    season: z.number().int(),
    seasonType: z.enum(SEASON_TYPES),
    week: z.number().int(),
    phase: z.string(),
    /** What a score strip shows: "1:00 PM ET", "Q3 05:12", "HALFTIME", "FINAL", "FINAL/OT". */
    displayStatus: z.string(),
    quarter: z.number().int().nullable(),
    clock: z.string().nullable(),
    possessionTeamId: z.string().nullable(),
    down: z.number().int().nullable(),
    distance: z.number().int().nullable(),
    /** e.g. "KC 35". */
    yardLine: z.string().nullable(),
    /** e.g. "3rd & 7", "1st & Goal". */
    downAndDist: z.string().nullable(),
    isRedzone: z.boolean(),
    homeScore: z.number().int(),
    visitorScore: z.number().int(),
  })
  .meta({ id: 'LiveGameEvent' });
export type LiveGameEvent = z.infer<typeof liveGameEventSchema>;

/** `event: week` — a new league week began: its schedule, rosters and odds are written. */
export const liveWeekEventSchema = z
  .object({
    type: z.literal('week'),
    season: z.number().int(),
    seasonType: z.enum(SEASON_TYPES),
    week: z.number().int(),
  })
  .meta({ id: 'LiveWeekEvent' });
export type LiveWeekEvent = z.infer<typeof liveWeekEventSchema>;

/** The `data` of any live event; `type` repeats the event name. */
export const liveEventSchema = z.discriminatedUnion('type', [liveGameEventSchema, liveWeekEventSchema]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The SSE event names, by data type. */
export const LIVE_EVENT_NAMES = ['game', 'week'] as const satisfies readonly LiveEvent['type'][];

/**
 * Sent (without an id) when the server missed changes for a while (its LISTEN connection dropped):
 * the client refetches what live events keep fresh; the missed events follow as usual.
 */
export const LIVE_RESYNC_EVENT = 'resync';

/** An event id as sent in `id:` lines, Last-Event-ID and `?lastEventId=`: a whole number. */
export const liveEventIdSchema = z
  .string()
  .regex(/^\d{1,15}$/, { error: 'must be a live event id (a whole number)' })
  .transform(Number);

export const liveQuerySchema = z.object({
  /** For clients that cannot set Last-Event-ID; the header wins when both are sent. */
  lastEventId: liveEventIdSchema.optional(),
});
export type LiveQuery = z.infer<typeof liveQuerySchema>;
