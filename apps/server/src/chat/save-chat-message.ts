import { chatMessages, chatSessions, users, type ChatMessageRole, type Database } from '@all22/db';
import {
  DEFAULT_CONVERSATION_TITLE,
  getConversationTitle,
  toPointsPerReception,
  type PointsPerReception,
} from '@all22/domain';
import { sql } from 'drizzle-orm';

/** What the chat knows of the asker once the question is stored. */
export interface ChatAsker {
  /** The account's scoring (Settings); 0, the spec's standard, without an account. */
  readonly pointsPerReception: PointsPerReception;
}

/** One message to append to a session, by the session's user. */
export interface ChatMessageWrite {
  readonly sessionId: string;
  /** The session's user: the token subject lower-cased. */
  readonly userId: string;
  readonly role: ChatMessageRole;
  readonly content: string;
}

/**
 * Appends messages to their sessions in one statement and reads each writer's scoring in it: a
 * statement is the chat's largest cost under load (bench:chat), and the analyst needs the
 * scoring for every answer. Each session's updated_at moves (it becomes its user's latest), and
 * a session still called 'New Chat' takes its first user message's title as the client titles a
 * conversation. The messages keep their order in the session (the identity follows the rows'
 * order). Accounts are keyed by the token subject (users.uid); the chat's user id is that subject
 * lower-cased, so the account is found case-insensitively.
 */
export async function appendChatMessages(
  db: Database,
  messages: readonly ChatMessageWrite[],
): Promise<ChatAsker[]> {
  const rows = messages.map((message, order) => ({
    order,
    sessionId: message.sessionId,
    userId: message.userId,
    role: message.role,
    content: message.content,
    title:
      message.role === 'user' ? getConversationTitle([{ type: 'user', content: message.content }]) : null,
  }));
  const { rows: settings } = await db.execute<{ user_id: string; points_per_reception: unknown }>(sql`
    with input as (
      select *
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as t("order" int, "sessionId" uuid, "userId" text, role text, content text, title text)
    ), inserted as (
      insert into ${chatMessages} (session_id, role, content)
      select "sessionId", role, content from input order by "order"
      returning session_id
    ), touched as (
      update ${chatSessions}
      set updated_at = now(),
        -- Only a session still called 'New Chat' takes a title.
        title = case
          when ${chatSessions.title} = ${DEFAULT_CONVERSATION_TITLE} and written.title is not null
          then written.title else ${chatSessions.title} end
      from (
        select "sessionId" as session_id, (array_agg(title order by "order") filter (where title is not null))[1] as title
        from input group by "sessionId"
      ) as written
      where ${chatSessions.sessionId} = written.session_id
        and ${chatSessions.sessionId} in (select session_id from inserted)
      returning 1
    )
    select lower(${users.uid}) as user_id, ${users.displaySettings} ->> 'pointsPerReception' as points_per_reception
    from ${users}
    where lower(${users.uid}) in (select "userId" from input)`);
  const scoring = new Map<string, unknown>();
  for (const row of settings)
    if (!scoring.has(row.user_id)) scoring.set(row.user_id, row.points_per_reception);
  return messages.map((message) => ({
    pointsPerReception: toPointsPerReception(scoring.get(message.userId)),
  }));
}
