import { users, type Database } from '@all22/db';
import { toPointsPerReception, type PointsPerReception } from '@all22/domain';
import { sql } from 'drizzle-orm';
import type { ChatReplyInput } from '../chat-assistant.js';
import { computeEveryTime, type AnalystContext } from './analyst-tool.js';

export interface AnalystContextSources {
  readonly database: Database;
  /** The league clock. */
  readonly now: () => number;
}

/**
 * Who asks, for the tools. The chat service reads the asker's scoring with the question's storage
 * (`input.asker`); a caller without it (a test, a direct use of the assistant) has it read here.
 */
export async function loadAnalystContext(
  sources: AnalystContextSources,
  input: Pick<ChatReplyInput, 'userId' | 'signal' | 'asker'>,
): Promise<AnalystContext> {
  const pointsPerReception =
    input.asker?.pointsPerReception ?? (await readScoring(sources.database, input.userId));
  return {
    database: sources.database,
    userId: input.userId,
    pointsPerReception,
    now: sources.now(),
    signal: input.signal,
    remember: computeEveryTime,
  };
}

/**
 * The account's scoring. The chat's user id is the token subject lower-cased, and accounts are
 * keyed by that subject (users.uid), so the account is found case-insensitively. Without an
 * account (AUTH_ENABLED=false gives 'local', or a token from another identity provider) the
 * scoring is standard, the spec's default.
 */
async function readScoring(db: Database, userId: string): Promise<PointsPerReception> {
  const [account] = await db
    .select({ display: users.displaySettings })
    .from(users)
    .where(sql`lower(${users.uid}) = ${userId}`)
    .limit(1);
  return toPointsPerReception(account?.display.pointsPerReception);
}
