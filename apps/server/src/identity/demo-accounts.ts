import { randomUUID } from 'node:crypto';
import { subscriptions, users, type Database, type SubscriptionStatus } from '@all22/db';
import { parsePlanRoleIndexes } from '@all22/domain';
import { eq, sql } from 'drizzle-orm';
import type { ServerConfig } from '../config/load-config.js';
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
 * In development with the embedded provider: makes the demo accounts (on the first configured
 * plan) and returns the text to print; null elsewhere.
 */
export async function setUpDemoAccounts(config: ServerConfig, db: Database): Promise<string | null> {
  if (config.env.APP_ENV !== 'development' || !config.env.IDENTITY_ENABLED) return null;
  const [planId] = parsePlanRoleIndexes(config.env.PLAN_ROLE_INDEXES).keys();
  if (!planId) return null;
  return describeDemoAccounts(await ensureDemoAccounts(db, planId));
}
