import { isIPv4, isIPv6 } from 'node:net';
import { signInFailures, type Database, type User } from '@all22/db';
import { and, eq, lt, sql } from 'drizzle-orm';
import { verifyPassword } from './passwords.js';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './registration.js';
import { findUserByEmail } from './users.js';

/**
 * How repeated wrong passwords slow down one client address on one account (never the account
 * for everyone, so nobody can lock a user out): `attempts` failures are free, the one that reaches
 * `attempts` makes that address wait {@link FIRST_WAIT_MINUTES}, and each further failure doubles
 * the wait, up to `minutes`.
 */
export interface SignInLockPolicy {
  /** Failed password checks on one account from one address before that address has to wait. */
  attempts: number;
  /** The longest wait, in minutes. */
  minutes: number;
}

/** The first wait; it doubles with each further failure, up to the policy's `minutes`. */
export const FIRST_WAIT_MINUTES = 1;
/** Failures from an address are forgotten once it has had none for this long. */
const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

export type PasswordCheckFailure =
  { ok: false; reason: 'invalid' } | { ok: false; reason: 'locked'; retryAt: Date };
export type SignInResult = { ok: true; user: User } | PasswordCheckFailure;

/**
 * Checks an email and password from a client address. An unknown email costs one password check
 * too, so timing does not tell whether an account exists. While this address has to wait on this
 * account, the password is not looked at; each wrong one counts, and a success clears this
 * address's count.
 */
export async function authenticateUser(
  db: Database,
  credentials: { email: string; password: string },
  policy: SignInLockPolicy,
  clientIp: string,
  now = new Date(),
): Promise<SignInResult> {
  const email = credentials.email.trim().slice(0, MAX_EMAIL_LENGTH);
  const user = email && credentials.password ? await findUserByEmail(db, email) : undefined;
  if (!user) {
    await verifyPassword(credentials.password.slice(0, MAX_PASSWORD_LENGTH), undefined);
    return { ok: false, reason: 'invalid' };
  }
  const result = await checkAccountPassword(db, user, credentials.password, policy, clientIp, now);
  return result.ok ? { ok: true, user } : result;
}

/**
 * Checks a signed-in user's current password (the account page's email and password changes)
 * under the same per-address waits as sign-in: a wrong one counts towards them.
 */
export async function checkAccountPassword(
  db: Database,
  user: User,
  password: string,
  policy: SignInLockPolicy,
  clientIp: string,
  now = new Date(),
): Promise<{ ok: true } | PasswordCheckFailure> {
  const clientAddress = toClientAddress(clientIp);
  const record = await readFailures(db, user.uid, clientAddress);
  if (record?.retryAt && record.retryAt > now)
    return { ok: false, reason: 'locked', retryAt: record.retryAt };
  // An empty field is a missing answer, not a guess: it does not count.
  if (password === '') return { ok: false, reason: 'invalid' };
  if (!(await verifyPassword(password.slice(0, MAX_PASSWORD_LENGTH), user.passwordHash))) {
    const retryAt = await recordFailedPassword(db, user.uid, clientAddress, policy, now);
    return retryAt ? { ok: false, reason: 'locked', retryAt } : { ok: false, reason: 'invalid' };
  }
  if (record) await clearFailures(db, user.uid, clientAddress);
  return { ok: true };
}

/**
 * The address failures are counted under: an IPv4 address as is (also when IPv4-mapped), an
 * IPv6 address by its /64 network, which one subscriber usually holds whole.
 */
export function toClientAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

async function readFailures(db: Database, uid: string, clientAddress: string) {
  const [record] = await db
    .select({ failures: signInFailures.failures, retryAt: signInFailures.retryAt })
    .from(signInFailures)
    .where(and(eq(signInFailures.userId, uid), eq(signInFailures.clientAddress, clientAddress)))
    .limit(1);
  return record;
}

/**
 * Counts one failure in a single INSERT … ON CONFLICT DO UPDATE, so concurrent attempts on
 * several processes all count: a count older than a quiet day starts again; once it reaches the
 * policy's attempts, the address waits FIRST_WAIT_MINUTES × 2^(count − attempts), at most the
 * policy's minutes. Returns the end of the wait, or null when there is none.
 */
export async function recordFailedPassword(
  db: Database,
  uid: string,
  clientAddress: string,
  policy: SignInLockPolicy,
  now: Date,
): Promise<Date | null> {
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  const isRemembered = sql`${signInFailures.lastFailureAt} > ${at(now.getTime() - FAILURE_MEMORY_MS)}`;
  const count = sql`(case when ${isRemembered} then ${signInFailures.failures} + 1 else 1 end)`;
  const waitMinutes = sql`least(${FIRST_WAIT_MINUTES}::float8 * power(2::float8, least(${count} - ${policy.attempts}, 30)), ${policy.minutes}::float8)`;
  const [record] = await db
    .insert(signInFailures)
    .values({
      userId: uid,
      clientAddress,
      failures: 1,
      lastFailureAt: now,
      retryAt:
        policy.attempts <= 1
          ? new Date(now.getTime() + Math.min(FIRST_WAIT_MINUTES, policy.minutes) * 60_000)
          : null,
    })
    .onConflictDoUpdate({
      target: [signInFailures.userId, signInFailures.clientAddress],
      set: {
        failures: count,
        lastFailureAt: at(now.getTime()),
        retryAt: sql`case when ${count} >= ${policy.attempts} then ${at(now.getTime())} + make_interval(secs => 60 * ${waitMinutes}) else null end`,
      },
    })
    .returning({ retryAt: signInFailures.retryAt });
  return record?.retryAt && record.retryAt > now ? record.retryAt : null;
}

async function clearFailures(db: Database, uid: string, clientAddress: string): Promise<void> {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.userId, uid), eq(signInFailures.clientAddress, clientAddress)));
}

/** Forgets every address's failures on the account and ends their waits (a password reset). */
export async function clearSignInLock(db: Database, uid: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.userId, uid));
}

/** Deletes failure counts nobody remembers any more (a quiet day); returns how many went. */
export async function sweepForgottenSignInFailures(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(signInFailures)
    .where(lt(signInFailures.lastFailureAt, new Date(now.getTime() - FAILURE_MEMORY_MS)))
    .returning({ userId: signInFailures.userId });
  return deleted.length;
}
