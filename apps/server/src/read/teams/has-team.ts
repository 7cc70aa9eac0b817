import { type Database, teams } from '@all22/db';
import type { TeamId } from '@all22/domain';
import { eq } from 'drizzle-orm';

/** True when a team with this id exists. */
export async function hasTeam(db: Database, teamId: TeamId): Promise<boolean> {
  const [row] = await db.select({ teamId: teams.teamId }).from(teams).where(eq(teams.teamId, teamId));
  return row !== undefined;
}
