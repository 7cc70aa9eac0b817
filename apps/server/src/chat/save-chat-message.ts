import { chatMessages, chatSessions, type ChatMessageRole, type Database } from '@all22/db';
import { DEFAULT_CONVERSATION_TITLE, getConversationTitle } from '@all22/domain';
import { sql } from 'drizzle-orm';

/**
 * Appends a message to a session and moves the session's updated_at (so it becomes the user's
 * latest). The first user message titles the session as the client titles a conversation.
 * One statement (the insert feeds the update), so it is atomic without a transaction and costs one
 * round trip: every exchange writes twice, and on PGlite each write waits for its flush.
 */
export async function saveChatMessage(
  db: Database,
  message: { sessionId: string; role: ChatMessageRole; content: string },
): Promise<void> {
  const title =
    message.role === 'user'
      ? getConversationTitle([{ type: 'user', content: message.content }])
      : DEFAULT_CONVERSATION_TITLE;
  await db.execute(sql`
    with inserted as (
      insert into ${chatMessages} (session_id, role, content)
      values (${message.sessionId}, ${message.role}, ${message.content})
      returning session_id
    )
    update ${chatSessions}
    set updated_at = now(),
      -- Only a session still called 'New Chat' takes the title.
      title = case when ${chatSessions.title} = ${DEFAULT_CONVERSATION_TITLE} then ${title} else ${chatSessions.title} end
    where ${chatSessions.sessionId} = (select session_id from inserted)`);
}
