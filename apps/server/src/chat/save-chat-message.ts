import { chatMessages, chatSessions, users, type ChatMessageRole, type Database } from '@all22/db';
import {
  DEFAULT_CONVERSATION_TITLE,
  getConversationTitle,
  toPointsPerReception,
  type PointsPerReception,
} from '@all22/domain';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The common table expressions that append a message to a session and move the session's
 * updated_at (so it becomes the user's latest); the first user message titles the session as
 * the client titles a conversation. The insert feeds the update, so both happen in one statement
 * (atomic without a transaction, one round trip): every exchange writes twice, and on PGlite each
 * write waits for its flush. (PostgreSQL runs a data-modifying WITH whether or not the main query
 * reads it.)
 */
function appendMessage(message: { sessionId: string; role: ChatMessageRole; content: string }): SQL {
  const title =
    message.role === 'user'
      ? getConversationTitle([{ type: 'user', content: message.content }])
      : DEFAULT_CONVERSATION_TITLE;
  return sql`
    with inserted as (
      insert into ${chatMessages} (session_id, role, content)
      values (${message.sessionId}, ${message.role}, ${message.content})
      returning session_id
    ), touched as (
      update ${chatSessions}
      set updated_at = now(),
        -- Only a session still called 'New Chat' takes the title.
        title = case when ${chatSessions.title} = ${DEFAULT_CONVERSATION_TITLE} then ${title} else ${chatSessions.title} end
      where ${chatSessions.sessionId} = (select session_id from inserted)
      returning 1
    )`;
}

/** Stores the assistant's reply in its session. */
export async function saveChatReply(
  db: Database,
  reply: { sessionId: string; content: string },
): Promise<void> {
  await db.execute(sql`${appendMessage({ ...reply, role: 'assistant' })} select 1`);
}

/** What the chat knows of the asker once the question is stored. */
export interface ChatAsker {
  /** The account's scoring (Settings); 0, the spec's standard, without an account. */
  readonly pointsPerReception: PointsPerReception;
}

/**
 * Stores the user's question and reads the asker's scoring in the same statement: the analyst
 * needs the scoring for every answer, and a statement is a write to the database's socket, the
 * chat's largest cost under load (bench:chat). Accounts are keyed by the token subject (users.uid)
 * and the chat's user id is that subject lower-cased, so the account is found case-insensitively.
 */
export async function saveChatQuestion(
  db: Database,
  question: { sessionId: string; userId: string; content: string },
): Promise<ChatAsker> {
  const { rows } = await db.execute<{ points_per_reception: unknown }>(sql`
    ${appendMessage({ sessionId: question.sessionId, role: 'user', content: question.content })}
    select ${users.displaySettings} ->> 'pointsPerReception' as points_per_reception
    from ${users}
    where lower(${users.uid}) = ${question.userId}
    limit 1`);
  return { pointsPerReception: toPointsPerReception(rows[0]?.points_per_reception) };
}
