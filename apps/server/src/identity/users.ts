import { randomUUID } from 'node:crypto';
import { subscriptions, users, type Database, type DisplaySettings, type User } from '@all22/db';
import type { SubscriptionPlan } from '@all22/domain';
import { eq, sql } from 'drizzle-orm';
import { getEffectiveStatus } from './subscription-transitions.js';

/** Look-ups compare lower-cased emails, matching the unique index on lower(email). */
export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return user;
}

export async function findUserById(db: Database, uid: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return user;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

/**
 * Creates an account in one statement, or returns null when the email is taken (in any case).
 * A race between two registrations is settled by the unique index, never half-done.
 */
export async function createUser(db: Database, account: NewAccount): Promise<User | null> {
  const [created] = await db
    .insert(users)
    .values({ uid: randomUUID(), ...account, email: account.email.trim() })
    .onConflictDoNothing()
    .returning();
  return created ?? null;
}

export interface AccountSettingsPatch {
  display?: Partial<DisplaySettings>;
  favoriteTeams?: string[];
}

/** Applies the given settings (absent ones unchanged); returns the updated user, or undefined. */
export async function updateAccountSettings(
  db: Database,
  uid: string,
  patch: AccountSettingsPatch,
): Promise<User | undefined> {
  const [updated] = await db
    .update(users)
    .set({
      ...(patch.display && Object.keys(patch.display).length > 0
        ? { displaySettings: sql`${users.displaySettings} || ${JSON.stringify(patch.display)}::jsonb` }
        : {}),
      ...(patch.favoriteTeams ? { favoriteTeams: patch.favoriteTeams } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.uid, uid))
    .returning();
  return updated;
}

/**
 * The plans that go into the user's access token, read at every issue (sign-in and refresh):
 * each subscription's plan id and its effective status (getEffectiveStatus), so a plan whose
 * paid period has ended without a renewal event reads GRACE_PERIOD for the grace window, then
 * EXPIRED (not subscribed), even before the billing provider says so.
 */
export async function getUserPlans(db: Database, uid: string, now = new Date()): Promise<SubscriptionPlan[]> {
  const rows = await db
    .select({
      planId: subscriptions.planId,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, uid))
    .orderBy(subscriptions.createdAt);
  return rows.map((row) => ({
    id: row.planId,
    status: getEffectiveStatus(row, now),
  }));
}
