/**
 * The team overview calls behind the team header's season boxes (spec 1 §2, §7): the offense's
 * passYpg, rushYpg and ppg, and the defense's points allowed per game.
 */
import type {
  TeamDefenseOverviewQuery,
  TeamDefenseOverviewResponse,
  TeamOffenseOverviewQuery,
  TeamOffenseOverviewResponse,
} from '@all22/contracts';
import { teams, teamSeasonStats, type Database } from '@all22/db';
import type { TeamId } from '@all22/domain';
import type { TeamSeasonStatLine } from '@all22/stats';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.js';
import { sortStatRows } from './sort-stat-rows.js';

const perGameOf = (stats: unknown) => {
  const line = stats as Partial<TeamSeasonStatLine>;
  return (key: keyof TeamSeasonStatLine): number | null => {
    const value = line[key];
    return typeof value === 'number' ? value : null;
  };
};

const selectSeasonRows = (db: Database, season: number, seasonType: string, teamId?: TeamId) => {
  const conditions: SQL[] = [
    eq(teamSeasonStats.season, season),
    eq(teamSeasonStats.seasonType, seasonType as 'REG'),
  ];
  if (teamId) conditions.push(eq(teamSeasonStats.teamId, teamId));
  return db
    .select()
    .from(teamSeasonStats)
    .where(and(...conditions))
    .orderBy(asc(teamSeasonStats.teamId));
};

/** GET /api/secured/stats/team-offense/overview/season: one team (teamOffense) or all. */
export async function getTeamOffenseOverview(
  db: Database,
  query: TeamOffenseOverviewQuery,
): Promise<TeamOffenseOverviewResponse> {
  const teamId = query.teamOffense as TeamId | undefined;
  if (teamId) {
    const [team] = await db.select({ teamId: teams.teamId }).from(teams).where(eq(teams.teamId, teamId));
    if (!team) throw notFound(`No team with id ${teamId}`);
  }
  const rows = await selectSeasonRows(db, query.season, query.seasonType, teamId);
  return {
    offense: rows.map((row) => {
      const figure = perGameOf(row.stats);
      return {
        teamId: row.teamId,
        season: row.season,
        seasonType: row.seasonType,
        games: row.games,
        pointsFor: row.pointsFor,
        passYards: row.passYards,
        rushYards: row.rushYards,
        totalYards: row.totalYards,
        passYpg: figure('passYpg'),
        rushYpg: figure('rushYpg'),
        totalYpg: figure('totalYpg'),
        ppg: figure('ppg'),
      };
    }),
  };
}

/** GET /api/secured/stats/team-defense/overview/season: teams by points allowed per game, fewest first. */
export async function getTeamDefenseOverview(
  db: Database,
  query: TeamDefenseOverviewQuery,
): Promise<TeamDefenseOverviewResponse> {
  const rows = await selectSeasonRows(db, query.season, query.seasonType);
  const defense = rows.map((row) => {
    const figure = perGameOf(row.stats);
    return {
      teamId: row.teamId,
      season: row.season,
      seasonType: row.seasonType,
      games: row.games,
      pointsAgainst: row.pointsAgainst,
      passYardsAllowed: row.passYardsAllowed,
      rushYardsAllowed: row.rushYardsAllowed,
      totalYardsAllowed: row.totalYardsAllowed,
      takeaways: row.takeaways,
      sacks: figure('sacks') ?? 0,
      ppg: figure('ppgAllowed'),
      passYpgAllowed: figure('passYpgAllowed'),
      rushYpgAllowed: figure('rushYpgAllowed'),
      totalYpgAllowed: figure('totalYpgAllowed'),
    };
  });
  const sorted = sortStatRows(
    defense.map((row) => ({ row, value: row.ppg, tieBreakers: [row.teamId] })),
    'ASC',
  );
  return { defense: sorted.slice(0, query.limit).map((entry) => entry.row) };
}
