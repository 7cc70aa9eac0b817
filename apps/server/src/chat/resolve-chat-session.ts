import { chatSessions, type Database } from '@all22/db';
import { DEFAULT_CONVERSATION_TITLE } from '@all22/domain';
import { and, desc, eq } from 'drizzle-orm';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which session a chat message goes to (the message frame's `newSession` and `sessionId`). */
export type ChatSessionRequest =
  | { readonly kind: 'new' }
  | { readonly kind: 'existing'; readonly sessionId: string }
  /** The user's most recently used session, or a new one when there is none. */
  | { readonly kind: 'latest' };

/**
 * The session id to use, or null when `existing` names no session of this user. Another user's
 * session answers null exactly as a missing one does, so its existence is never revealed.
 */
export async function resolveChatSession(
  db: Database,
  userId: string,
  request: Exclude<ChatSessionRequest, { kind: 'existing' }>,
): Promise<string>;
export async function resolveChatSession(
  db: Database,
  userId: string,
  request: ChatSessionRequest,
): Promise<string | null>;
export async function resolveChatSession(
  db: Database,
  userId: string,
  request: ChatSessionRequest,
): Promise<string | null> {
  if (request.kind === 'existing') {
    if (!UUID_PATTERN.test(request.sessionId)) return null;
    const [row] = await db
      .select({ sessionId: chatSessions.sessionId })
      .from(chatSessions)
      .where(
        and(eq(chatSessions.sessionId, request.sessionId.toLowerCase()), eq(chatSessions.userId, userId)),
      );
    return row?.sessionId ?? null;
  }
  if (request.kind === 'latest') {
    const [row] = await db
      .select({ sessionId: chatSessions.sessionId })
      .from(chatSessions)
      .where(eq(chatSessions.userId, userId))
      .orderBy(desc(chatSessions.updatedAt))
      .limit(1);
    if (row) return row.sessionId;
  }
  const [created] = await db
    .insert(chatSessions)
    .values({ userId, title: DEFAULT_CONVERSATION_TITLE })
    .returning({ sessionId: chatSessions.sessionId });
  if (!created) throw new Error('inserting a chat session returned no row');
  return created.sessionId;
}
