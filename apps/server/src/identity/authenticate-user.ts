import { users, type Database, type User } from '@all22/db';
import { eq, sql } from 'drizzle-orm';
import { verifyPassword } from './passwords.js';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './registration.js';
import { findUserByEmail } from './users.js';

/** When repeated failed sign-ins lock an account: `attempts` failures within `minutes` lock it that long. */
export interface SignInLockPolicy {
  attempts: number;
  minutes: number;
}

export type SignInResult = { ok: true; user: User } | { ok: false; reason: 'invalid' | 'locked' };

/**
 * Checks an email and password. An unknown email costs one password check too, so timing does
 * not tell whether an account exists. A locked account is refused without looking at the
 * password; each wrong password counts towards the lock, and a success clears the count.
 */
export async function authenticateUser(
  db: Database,
  credentials: { email: string; password: string },
  policy: SignInLockPolicy,
  now = new Date(),
): Promise<SignInResult> {
  const email = credentials.email.trim().slice(0, MAX_EMAIL_LENGTH);
  const password = credentials.password.slice(0, MAX_PASSWORD_LENGTH);
  const user = email && password ? await findUserByEmail(db, email) : undefined;
  if (user && isLocked(user, now)) return { ok: false, reason: 'locked' };
  const isValid = await verifyPassword(password, user?.passwordHash);
  if (!user) return { ok: false, reason: 'invalid' };
  if (!isValid) {
    const isNowLocked = await recordFailedSignIn(db, user.uid, policy, now);
    return { ok: false, reason: isNowLocked ? 'locked' : 'invalid' };
  }
  if (user.failedSignIns > 0 || user.lockedUntil) await clearSignInLock(db, user.uid);
  return { ok: true, user };
}

export function isLocked(user: Pick<User, 'lockedUntil'>, now: Date): boolean {
  return user.lockedUntil !== null && user.lockedUntil > now;
}

/**
 * Counts one failure in a single UPDATE (so concurrent attempts on several processes all count):
 * a failure outside the current window starts a new one; the one that reaches the limit locks
 * the account and resets the count. Returns whether the account is now locked.
 */
export async function recordFailedSignIn(
  db: Database,
  uid: string,
  policy: SignInLockPolicy,
  now: Date,
): Promise<boolean> {
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  const windowStart = at(now.getTime() - policy.minutes * 60_000);
  const lockEnd = at(now.getTime() + policy.minutes * 60_000);
  const isWindowOpen = sql`(${users.failedSignInsSince} is not null and ${users.failedSignInsSince} > ${windowStart})`;
  const count = sql`(case when ${isWindowOpen} then ${users.failedSignIns} + 1 else 1 end)`;
  const reachesLimit = sql`${count} >= ${policy.attempts}`;
  const [updated] = await db
    .update(users)
    .set({
      failedSignIns: sql`case when ${reachesLimit} then 0 else ${count} end`,
      failedSignInsSince: sql`case when ${reachesLimit} then null when ${isWindowOpen} then ${users.failedSignInsSince} else ${at(now.getTime())} end`,
      lockedUntil: sql`case when ${reachesLimit} then ${lockEnd} else ${users.lockedUntil} end`,
    })
    .where(eq(users.uid, uid))
    .returning({ lockedUntil: users.lockedUntil });
  return updated ? isLocked(updated, now) : false;
}

/** Forgets failed attempts and lifts a lock (a successful sign-in, a password reset). */
export async function clearSignInLock(db: Database, uid: string): Promise<void> {
  await db
    .update(users)
    .set({ failedSignIns: 0, failedSignInsSince: null, lockedUntil: null })
    .where(eq(users.uid, uid));
}
