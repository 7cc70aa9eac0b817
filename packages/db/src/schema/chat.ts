/** Fantasy AI conversations: each user's chat sessions and their messages (spec 2 §3, issue 18). */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './columns.js';

/** Who wrote a chat message. */
export const CHAT_MESSAGE_ROLES = ['user', 'assistant'] as const;
export type ChatMessageRole = (typeof CHAT_MESSAGE_ROLES)[number];

/**
 * A conversation. user_id is the token subject lower-cased, as for saved searches; no foreign key
 * to users (an external OIDC provider's or the auth-disabled 'local' user is not one of our
 * accounts). The state lives here, not in a server process, so any process can continue it.
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    sessionId: uuid('session_id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    /** The first user message, shortened as the client titles it; 'New Chat' until one is sent. */
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moves with every message: a user's latest session is the one continued by default. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_sessions_user_updated_idx').on(t.userId, t.updatedAt),
    check('chat_sessions_user_id_lower', sql`${t.userId} = lower(${t.userId})`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    /** Insertion order: a session's history reads in this order. */
    messageId: bigint('message_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.sessionId, { onDelete: 'cascade' }),
    role: text('role').$type<ChatMessageRole>().notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_session_idx').on(t.sessionId, t.messageId),
    oneOf('chat_messages', t.role, CHAT_MESSAGE_ROLES),
  ],
);

export type ChatSession = typeof chatSessions.$inferSelect;
export type ChatMessage = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;
