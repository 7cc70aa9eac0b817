import { randomUUID } from 'node:crypto';
import { savedFilmSearches, subscriptions, users, type Database, type SubscriptionStatus } from '@all22/db';
import { parsePlanRoleIndexes } from '@all22/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { ServerConfig } from '../config/load-config.js';
import { endAccountSessions } from './account-sessions.js';
import { hashPassword } from './passwords.js';
import { findUserByEmail } from './users.js';

/** One password for every demo account; they exist only when APP_ENV=development. */
export const DEMO_PASSWORD = 'all22-demo-password';
const DAY_MS = 86_400_000;

interface DemoAccount {
  email: string;
  firstName: string;
  status: SubscriptionStatus | null;
  description: string;
}

/** The demo accounts' domain: reserved (RFC 2606), so no mail can ever reach anyone. */
export const DEMO_EMAIL_DOMAIN = 'all22.test';

/** Under the reserved .test domain (RFC 2606), so no mail can ever reach anyone. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'subscriber@all22.test', firstName: 'Sam', status: 'ACTIVE', description: 'active subscriber' },
  { email: 'paused@all22.test', firstName: 'Pat', status: 'PAUSED', description: 'paused plan' },
  {
    email: 'grace@all22.test',
    firstName: 'Grace',
    status: 'GRACE_PERIOD',
    description: 'renewal failing, grace period',
  },
  {
    email: 'cancelled@all22.test',
    firstName: 'Cass',
    status: 'CANCELLED',
    description: 'cancelled, paid to period end',
  },
  { email: 'free@all22.test', firstName: 'Fran', status: null, description: 'signed up, no plan' },
];

/**
 * Creates the demo accounts that are missing and puts each one's subscription back in its
 * advertised state (a demo cancelled yesterday would otherwise expire), so every start offers
 * the same five kinds of user.
 */
export async function ensureDemoAccounts(
  db: Database,
  planId: string,
  now = new Date(),
): Promise<readonly DemoAccount[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    await db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, account.email);
      const uid = existing?.uid ?? randomUUID();
      if (!existing) {
        await tx.insert(users).values({
          uid,
          email: account.email,
          passwordHash,
          firstName: account.firstName,
          lastName: 'Demo',
        });
      } else {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(users.uid, uid));
      }
      await tx.delete(subscriptions).where(eq(subscriptions.userId, uid));
      if (account.status) {
        await tx.insert(subscriptions).values({
          userId: uid,
          planId,
          status: account.status,
          currentPeriodStart: new Date(now.getTime() - 10 * DAY_MS),
          currentPeriodEnd: new Date(now.getTime() + 20 * DAY_MS),
        });
      }
    });
  }
  return DEMO_ACCOUNTS;
}

/** The lines `npm start` prints in development. */
export function describeDemoAccounts(accounts: readonly DemoAccount[]): string {
  const width = Math.max(...accounts.map((account) => account.email.length));
  return [
    `  Demo accounts (password "${DEMO_PASSWORD}"):`,
    ...accounts.map((account) => `    ${account.email.padEnd(width)}  ${account.description}`),
  ].join('\n');
}

/**
 * Deletes every account under the demo domain (any `*@all22.test`, not only today's five), with
 * its subscriptions, reset tokens, provider sessions and saved searches. Their password is in the
 * README, so a database that moved from development to staging or production must not keep them.
 * Returns how many accounts went.
 */
export async function removeDemoAccounts(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const demo = await tx
      .select({ uid: users.uid })
      .from(users)
      .where(sql`lower(${users.email}) like ${`%@${DEMO_EMAIL_DOMAIN}`}`);
    if (demo.length === 0) return 0;
    const uids = demo.map((row) => row.uid);
    for (const uid of uids) await endAccountSessions(tx, uid);
    // Saved searches key on the lower-cased token subject and have no foreign key to users.
    await tx.delete(savedFilmSearches).where(
      inArray(
        savedFilmSearches.userId,
        uids.map((uid) => uid.toLowerCase()),
      ),
    );
    // Subscriptions, their events and reset tokens cascade.
    await tx.delete(users).where(inArray(users.uid, uids));
    return uids.length;
  });
}

export interface DemoAccountsOutcome {
  /** The lines to print in development; null elsewhere. */
  banner: string | null;
  /** Demo accounts deleted (outside development). */
  removed: number;
}

/**
 * At start: in development with the embedded provider, makes the demo accounts (on the first
 * configured plan) and returns the text to print; in staging and production, deletes any demo
 * account the database still holds.
 */
export async function setUpDemoAccounts(config: ServerConfig, db: Database): Promise<DemoAccountsOutcome> {
  if (config.env.APP_ENV !== 'development') return { banner: null, removed: await removeDemoAccounts(db) };
  if (!config.env.IDENTITY_ENABLED) return { banner: null, removed: 0 };
  const [planId] = parsePlanRoleIndexes(config.env.PLAN_ROLE_INDEXES).keys();
  if (!planId) return { banner: null, removed: 0 };
  return { banner: describeDemoAccounts(await ensureDemoAccounts(db, planId)), removed: 0 };
}
