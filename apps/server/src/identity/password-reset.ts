import { createHash, randomBytes } from 'node:crypto';
import { passwordResetTokens, users, type Database } from '@all22/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { clearSignInLock } from './authenticate-user.js';
import { endAccountSessions } from './account-sessions.js';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
const TOKEN_BYTES = 32;

/** Only this hash is stored, so a leaked table cannot be used to reset passwords. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new single-use reset token for the account; its hash is stored with an expiry. Earlier
 * unused tokens of the account stop working, so only the newest link does.
 */
export async function createPasswordResetToken(db: Database, uid: string, now = new Date()): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, uid), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashResetToken(token),
      userId: uid,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
  });
  return token;
}

/** Whether the token may still be used (unused, unexpired); the reset form is shown only then. */
export async function isPasswordResetTokenUsable(
  db: Database,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usableToken(token, now))
    .limit(1);
  return row !== undefined;
}

/**
 * Uses the token and sets the new password in one transaction. Marking the token used is the
 * statement that claims it, so two submissions of one link cannot both succeed. Every session and
 * refresh token of the account ends, and a sign-in lock is lifted. Returns false for an unknown,
 * used or expired token.
 */
export async function resetPassword(
  db: Database,
  token: string,
  passwordHash: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usableToken(token, now))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return false;
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.uid, claimed.userId));
    await clearSignInLock(tx, claimed.userId);
    await endAccountSessions(tx, claimed.userId);
    return true;
  });
}

const usableToken = (token: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, hashResetToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
