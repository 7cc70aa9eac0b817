/** The live feed's change log, which lets a push client that reconnects catch up on what it missed. */
import { bigserial, index, json, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per change the feed announced, written by the same statement that NOTIFYs it, so an
 * event id is known to every process and a reconnecting client (Last-Event-ID) can replay the ids
 * after its last one. Kept about a day: the writer prunes older rows.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    /** Increases with every announced change: the server-sent event id. */
    eventId: bigserial('event_id', { mode: 'number' }).primaryKey(),
    /** The change as announced (apps/server LiveChange): plain json keeps it as written. */
    payload: json('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);

export type LiveEvent = typeof liveEvents.$inferSelect;
