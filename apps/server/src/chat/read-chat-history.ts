import { chatMessages, type Database } from '@all22/db';
import { asc, eq } from 'drizzle-orm';
import type { ChatHistoryEntry } from './chat-assistant.js';

/** A session's messages, oldest first (the session must already be known to be the user's). */
export async function readChatHistory(db: Database, sessionId: string): Promise<ChatHistoryEntry[]> {
  return db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.messageId));
}
