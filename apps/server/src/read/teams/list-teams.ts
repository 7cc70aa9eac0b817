import type { TeamResponse } from '@all22/contracts';
import { type Database, teams } from '@all22/db';
import { asc, eq } from 'drizzle-orm';
import { toTeamResponse } from './to-team-response.js';

/** Every team by full name: the franchises, plus the all-star (PRO) teams when asked for. */
export async function listTeams(db: Database, options: { includePro: boolean }): Promise<TeamResponse[]> {
  const rows = await db
    .select()
    .from(teams)
    .where(options.includePro ? undefined : eq(teams.teamType, 'TEAM'))
    .orderBy(asc(teams.fullName));
  return rows.map(toTeamResponse);
}
