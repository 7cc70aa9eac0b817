import { chatMessages, chatSessions, type ChatMessageRole, type Database } from '@all22/db';
import { DEFAULT_CONVERSATION_TITLE, getConversationTitle } from '@all22/domain';
import { eq, sql } from 'drizzle-orm';

/**
 * Appends a message to a session and moves the session's updated_at (so it becomes the user's
 * latest). The first user message titles the session as the client titles a conversation.
 */
export async function saveChatMessage(
  db: Database,
  message: { sessionId: string; role: ChatMessageRole; content: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(chatMessages).values(message);
    const title =
      message.role === 'user'
        ? getConversationTitle([{ type: 'user', content: message.content }])
        : DEFAULT_CONVERSATION_TITLE;
    await tx
      .update(chatSessions)
      .set({
        updatedAt: sql`now()`,
        // Only a session still called 'New Chat' takes the title.
        title: sql`case when ${chatSessions.title} = ${DEFAULT_CONVERSATION_TITLE} then ${title} else ${chatSessions.title} end`,
      })
      .where(eq(chatSessions.sessionId, message.sessionId));
  });
}
