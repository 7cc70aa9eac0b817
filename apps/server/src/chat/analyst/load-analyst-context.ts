import { users, type Database } from '@all22/db';
import { POINTS_PER_RECEPTION_OPTIONS, type PointsPerReception } from '@all22/domain';
import { sql } from 'drizzle-orm';
import type { ChatReplyInput } from '../chat-assistant.js';
import { computeEveryTime, type AnalystContext } from './analyst-tool.js';

export interface AnalystContextSources {
  readonly database: Database;
  /** The league clock. */
  readonly now: () => number;
}

/**
 * Who asks, for the tools: the chat's user id is the token subject lower-cased, and accounts are
 * keyed by that subject (users.uid), so the account is found case-insensitively. Without an
 * account (AUTH_ENABLED=false gives 'local', or a token from another identity provider) the
 * scoring is standard, the spec's default.
 */
export async function loadAnalystContext(
  sources: AnalystContextSources,
  input: Pick<ChatReplyInput, 'userId' | 'signal'>,
): Promise<AnalystContext> {
  const [account] = await sources.database
    .select({ display: users.displaySettings })
    .from(users)
    .where(sql`lower(${users.uid}) = ${input.userId}`)
    .limit(1);
  const setting = account?.display.pointsPerReception;
  const pointsPerReception: PointsPerReception =
    POINTS_PER_RECEPTION_OPTIONS.find((option) => option === setting) ?? 0;
  return {
    database: sources.database,
    userId: input.userId,
    pointsPerReception,
    now: sources.now(),
    signal: input.signal,
    remember: computeEveryTime,
  };
}
