/** App data written by users: saved film searches, analytics events and support messages. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * user_id is the token subject lower-cased (the spec compares and deletes by the lower-cased id).
 * No foreign key to users: with an external OIDC provider, or auth disabled, the subject is not
 * one of our accounts.
 */
export const savedFilmSearches = pgTable(
  'saved_film_searches',
  {
    savedSearchId: integer('saved_search_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    label: text('label').notNull(),
    /** The film-room query string the search reproduces. */
    filterExpression: text('filter_expression').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the user last opened (or saved) the search, on the league clock, the clock plays'
     * occurred_at is written on: plays of games finished since then are "new". Null for searches
     * saved before the column existed: none of their plays count as new until first opened.
     */
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
  },
  (t) => [
    unique('saved_film_searches_user_label_key').on(t.userId, t.label),
    check('saved_film_searches_user_id_lower', sql`${t.userId} = lower(${t.userId})`),
  ],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    eventId: bigint('event_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** e.g. page_view, click, premium_access_point. */
    name: text('name').notNull(),
    page: text('page'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    /** Null for signed-out visitors. */
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_name_created_idx').on(t.name, t.createdAt),
    index('analytics_events_created_idx').on(t.createdAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    supportMessageId: integer('support_message_id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Null when sent signed out. */
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_created_idx').on(t.createdAt)],
);

export type SavedFilmSearch = typeof savedFilmSearches.$inferSelect;
export type NewSavedFilmSearch = typeof savedFilmSearches.$inferInsert;
export type AnalyticsEvent = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;
export type SupportMessage = typeof supportMessages.$inferSelect;
export type NewSupportMessage = typeof supportMessages.$inferInsert;
