import { users, type Database, type User } from '@all22/db';
import { eq, sql } from 'drizzle-orm';

/** PostgreSQL's unique_violation, however the driver wraps it. */
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/**
 * Saves a new name and email; returns undefined when another account has the email (in any
 * case), which the unique index on lower(email) decides, so two concurrent changes cannot both win.
 */
export async function updateUserProfile(
  db: Database,
  uid: string,
  profile: { firstName: string; lastName: string; email: string },
): Promise<User | undefined> {
  try {
    const [updated] = await db
      .update(users)
      .set({ ...profile, email: profile.email.trim(), updatedAt: sql`now()` })
      .where(eq(users.uid, uid))
      .returning();
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export async function updateUserPassword(db: Database, uid: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.uid, uid));
}
