import { chatMessages, type Database } from '@all22/db';
import { asc, inArray } from 'drizzle-orm';
import type { ChatHistoryEntry } from './chat-assistant.js';

/**
 * Sessions' messages, oldest first, in one statement: one list per session asked, in the order
 * asked (each session must already be known to be its asker's).
 */
export async function readChatHistories(
  db: Database,
  sessionIds: readonly string[],
): Promise<ChatHistoryEntry[][]> {
  const rows = await db
    .select({ sessionId: chatMessages.sessionId, role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(inArray(chatMessages.sessionId, [...new Set(sessionIds)]))
    .orderBy(asc(chatMessages.messageId));
  const bySession = new Map<string, ChatHistoryEntry[]>();
  for (const { sessionId, role, content } of rows) {
    const entries = bySession.get(sessionId) ?? [];
    entries.push({ role, content });
    bySession.set(sessionId, entries);
  }
  // Each caller gets its own list: the connection keeps and extends its copy.
  return sessionIds.map((sessionId) => [...(bySession.get(sessionId) ?? [])]);
}
