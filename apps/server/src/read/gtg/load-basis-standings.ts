import { type Database, standings, teams } from '@all22/db';
import { type GuideBasis, REGULAR_SEASON_WEEK_COUNT, type TeamId } from '@all22/domain';
import { and, eq, lte, max } from 'drizzle-orm';

/** A team's place in the standings the basis ends with. */
export interface BasisStanding {
  divisionName: string | null;
  divisionRank: number | null;
  conferenceAbbr: string | null;
  seed: number | null;
  streak: string | null;
}

/** The standings of the basis' last week (the latest written at or before it), by team; empty before any. */
export async function loadBasisStandings(
  db: Database,
  basis: GuideBasis,
): Promise<Map<TeamId, BasisStanding>> {
  const inSeason = and(eq(standings.season, basis.season), eq(standings.seasonType, 'REG'));
  const [latest] = await db
    .select({ week: max(standings.week) })
    .from(standings)
    .where(and(inSeason, lte(standings.week, basis.throughWeek ?? REGULAR_SEASON_WEEK_COUNT)));
  if (latest?.week == null) return new Map();
  const rows = await db
    .select({
      teamId: standings.teamId,
      divisionName: teams.divisionFullName,
      divisionRank: standings.divisionRank,
      conferenceAbbr: teams.conferenceAbbr,
      seed: standings.seed,
      streak: standings.streak,
    })
    .from(standings)
    .innerJoin(teams, eq(teams.teamId, standings.teamId))
    .where(and(inSeason, eq(standings.week, latest.week)));
  return new Map(rows.map(({ teamId, ...standing }) => [teamId, standing]));
}
