import type { StandingsResponse, StandingsRowResponse } from '@all22/contracts';
import { type Database, standings, teams } from '@all22/db';
import { getStandingsSelection, REGULAR_SEASON_WEEK_COUNT, type SeasonType } from '@all22/domain';
import { findLeagueWeek } from '@all22/league';
import { and, asc, eq, lte, max, sql } from 'drizzle-orm';

type StandingsRow = typeof standings.$inferSelect;

const toRecord = (wins: number, losses: number, ties: number, rank: number | null) => ({
  wins,
  losses,
  ties,
  rank,
});

/**
 * The stored tie-breaker text back as its two sentences (describeTieBreaker writes them with a
 * line break between); a text without one is the division's alone.
 */
export function parseTieBreaker(text: string | null): { division: string; seed: string } {
  const [division = '', ...seed] = (text ?? '').split('\n');
  return { division, seed: seed.join(' ') };
}

const toStandingsRow = (
  row: StandingsRow,
  team: { abbr: string; fullName: string },
): StandingsRowResponse => ({
  team: { id: row.teamId, abbr: team.abbr, fullName: team.fullName },
  overall: toRecord(row.overallWins, row.overallLosses, row.overallTies, row.overallRank),
  home: toRecord(row.homeWins, row.homeLosses, row.homeTies, row.homeRank),
  road: toRecord(row.roadWins, row.roadLosses, row.roadTies, row.roadRank),
  conference: toRecord(row.conferenceWins, row.conferenceLosses, row.conferenceTies, row.conferenceRank),
  division: toRecord(row.divisionWins, row.divisionLosses, row.divisionTies, row.divisionRank),
  clinched: {
    homeField: row.clinchedHomeField,
    division: row.clinchedDivision,
    wildCard: row.clinchedWildCard,
    playoff: row.clinchedPlayoff,
    eliminated: row.eliminated,
  },
  winPct: row.winPct,
  pointsFor: row.pointsFor,
  pointsAgainst: row.pointsAgainst,
  streak: row.streak,
  seed: row.seed,
  explanation: parseTieBreaker(row.tieBreaker),
});

/**
 * The standings for a requested week (spec 1 §4, docs/decisions.md): always regular-season; POST
 * uses week 18, PRE week 1, and for the current season no later than the current week. A missing
 * week asks for the latest. The feed writes a week's rows as its games finish, so the latest week
 * written at or before the chosen one answers (none yet: an empty table). Rows come by
 * conference, division, then place in the division.
 */
export async function getStandings(
  db: Database,
  requested: { season: number; seasonType: SeasonType; week?: number | undefined },
  nowMs: number,
): Promise<StandingsResponse> {
  const selection = getStandingsSelection(
    { ...requested, week: requested.week ?? REGULAR_SEASON_WEEK_COUNT },
    findLeagueWeek(nowMs),
  );
  const inSeason = and(eq(standings.season, selection.season), eq(standings.seasonType, 'REG'));
  const [latest] = await db
    .select({ week: max(standings.week) })
    .from(standings)
    .where(and(inSeason, lte(standings.week, selection.week)));
  const week = latest?.week ?? null;
  if (week === null) return { ...selection, standings: [] };
  const rows = await db
    .select({ row: standings, abbr: teams.abbr, fullName: teams.fullName })
    .from(standings)
    .innerJoin(teams, eq(teams.teamId, standings.teamId))
    .where(and(inSeason, eq(standings.week, week)))
    .orderBy(
      asc(teams.conferenceAbbr),
      asc(teams.divisionAbbr),
      sql`${standings.divisionRank} asc nulls last`,
      asc(teams.fullName),
    );
  return { ...selection, week, standings: rows.map(({ row, ...team }) => toStandingsRow(row, team)) };
}
