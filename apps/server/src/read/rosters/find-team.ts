import { teams, type Database } from '@all22/db';
import type { TeamId } from '@all22/domain';
import { eq } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.js';

/** Throws 404 unless the team exists, so a roster or report of an unknown team is not "empty". */
export async function assertTeamExists(db: Database, teamId: TeamId): Promise<void> {
  const [team] = await db.select({ teamId: teams.teamId }).from(teams).where(eq(teams.teamId, teamId));
  if (!team) throw notFound(`No team with teamId ${teamId}`);
}
