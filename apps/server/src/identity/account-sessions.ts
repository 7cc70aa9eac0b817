import { oidcPayloads, type Database } from '@all22/db';
import { and, inArray, ne, sql } from 'drizzle-orm';

/**
 * Ends an account's provider sessions and refresh tokens (after a password change or reset), so
 * whoever knew the old password is signed out everywhere once their access token (minutes) runs
 * out. `keepSessionId` spares the browser that made the change.
 */
export async function endAccountSessions(
  db: Database,
  uid: string,
  options: { keepSessionId?: string } = {},
): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(
      and(
        inArray(oidcPayloads.model, ['Session', 'RefreshToken']),
        sql`${oidcPayloads.payload}->>'accountId' = ${uid}`,
        options.keepSessionId ? ne(oidcPayloads.id, options.keepSessionId) : undefined,
      ),
    );
}
