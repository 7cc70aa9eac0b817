import { type Database, games, playerGameStats, players, teamGameStats, teamWeekRosters } from '@all22/db';
import type {
  GameId,
  GuideBasis,
  GuidePlayerTotals,
  GuideTeamTotals,
  NflId,
  SeasonWeek,
  TeamId,
} from '@all22/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { isBasisGame } from './week-conditions.js';

/** A week's roster status of a player who plays (reserve and practice squad do not). */
const ACTIVE = 'ACT';

const total = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
/** A figure of the compact stored line (zeros are left out of it). */
const lineFigure = (key: string) =>
  total(sql`coalesce((${teamGameStats.stats}->>${sql.raw(`'${key}'`)})::numeric, 0)`);

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** A team's basis totals and its record in those games. */
export interface BasisTeamTotals extends GuideTeamTotals {
  wins: number;
  losses: number;
  ties: number;
}

/**
 * The basis' final games, by id. The totals then read their lines by game id rather than joining
 * the games: a join planned without statistics (a fresh embedded database) scanned the games once
 * per line.
 */
export async function loadBasisGameIds(db: Database, basis: GuideBasis): Promise<GameId[]> {
  const rows = await db.select({ gameId: games.gameId }).from(games).where(isBasisGame(basis));
  return rows.map((row) => row.gameId);
}

/** Every team's totals over the basis' games (teams without one are absent). */
export async function loadBasisTeamTotals(
  db: Database,
  gameIds: readonly GameId[],
): Promise<BasisTeamTotals[]> {
  if (gameIds.length === 0) return [];
  return db
    .select({
      teamId: teamGameStats.teamId,
      games: sql<number>`count(*)`.mapWith(Number),
      wins: countWhere(sql`${teamGameStats.pointsFor} > ${teamGameStats.pointsAgainst}`),
      losses: countWhere(sql`${teamGameStats.pointsFor} < ${teamGameStats.pointsAgainst}`),
      ties: countWhere(sql`${teamGameStats.pointsFor} = ${teamGameStats.pointsAgainst}`),
      pointsFor: total(teamGameStats.pointsFor),
      pointsAgainst: total(teamGameStats.pointsAgainst),
      passYards: total(teamGameStats.passYards),
      rushYards: total(teamGameStats.rushYards),
      passYardsAllowed: total(teamGameStats.passYardsAllowed),
      rushYardsAllowed: total(teamGameStats.rushYardsAllowed),
      sacks: lineFigure('sacks'),
      sacksTaken: lineFigure('sacksTaken'),
    })
    .from(teamGameStats)
    .where(inArray(teamGameStats.gameId, [...gameIds]))
    .groupBy(teamGameStats.teamId);
}

/** A player of the guide with what the page shows of him beyond his totals. */
export interface BasisPlayer extends GuidePlayerTotals {
  jerseyNumber: number | null;
  headshot: string | null;
}

/**
 * The team of each active player on the week's rosters; empty when the week's rosters are not
 * written yet (a week to come).
 */
export async function loadWeekRosterTeams(db: Database, week: SeasonWeek): Promise<Map<NflId, TeamId>> {
  const rows = await db
    .select({ teamId: teamWeekRosters.teamId, players: teamWeekRosters.players })
    .from(teamWeekRosters)
    .where(
      and(
        eq(teamWeekRosters.season, week.season),
        eq(teamWeekRosters.seasonType, week.seasonType),
        eq(teamWeekRosters.week, week.week),
      ),
    );
  return new Map(
    rows.flatMap(({ teamId, players: entries }) =>
      entries.filter((entry) => entry.status === ACTIVE).map((entry) => [entry.nflId, teamId] as const),
    ),
  );
}

/**
 * The basis totals of the players of `teamIds`: those on a team's active roster for the week when
 * the week's rosters are written (an offseason move or a trade puts a player with his new team,
 * his basis figures with him), else those whose latest basis game was for it.
 */
export async function loadBasisPlayerTotals(
  db: Database,
  gameIds: readonly GameId[],
  teamIds: readonly TeamId[],
  rosterTeams: ReadonlyMap<NflId, TeamId>,
): Promise<BasisPlayer[]> {
  if (teamIds.length === 0 || gameIds.length === 0) return [];
  const rows = await db
    .select({
      nflId: playerGameStats.nflId,
      gamesPlayed: sql<number>`count(*)`.mapWith(Number),
      /** The team of his latest basis game (game ids grow with the date). */
      teamId: sql<TeamId>`(array_agg(${playerGameStats.teamId} order by ${playerGameStats.gameId} desc))[1]`,
      passAttempts: total(playerGameStats.passAttempts),
      passYards: total(playerGameStats.passYards),
      passTouchdowns: total(playerGameStats.passTouchdowns),
      interceptionsThrown: total(playerGameStats.interceptionsThrown),
      rushAttempts: total(playerGameStats.rushAttempts),
      rushYards: total(playerGameStats.rushYards),
      rushTouchdowns: total(playerGameStats.rushTouchdowns),
      targets: total(playerGameStats.targets),
      receptions: total(playerGameStats.receptions),
      receivingYards: total(playerGameStats.receivingYards),
      receivingTouchdowns: total(playerGameStats.receivingTouchdowns),
      tackles: total(playerGameStats.tackles),
      sacks: total(playerGameStats.sacks),
      defInterceptions: total(playerGameStats.defInterceptions),
      fpHalfPpr: total(playerGameStats.fpHalfPpr),
    })
    .from(playerGameStats)
    .where(inArray(playerGameStats.gameId, [...gameIds]))
    .groupBy(playerGameStats.nflId);
  const playing = new Set<string>(teamIds);
  const chosen = rows
    .map((row) => ({ ...row, teamId: rosterTeams.size > 0 ? rosterTeams.get(row.nflId) : row.teamId }))
    .filter(
      (row): row is typeof row & { teamId: TeamId } => row.teamId !== undefined && playing.has(row.teamId),
    );
  if (chosen.length === 0) return [];
  const people = await db
    .select({
      nflId: players.nflId,
      displayName: players.displayName,
      position: players.position,
      jerseyNumber: players.jerseyNumber,
      headshot: players.headshotUrl,
    })
    .from(players)
    .where(
      inArray(
        players.nflId,
        chosen.map((row) => row.nflId),
      ),
    );
  const byId = new Map<NflId, (typeof people)[number]>(people.map((person) => [person.nflId, person]));
  return chosen.flatMap((row) => {
    const person = byId.get(row.nflId);
    return person ? [{ ...row, ...person }] : [];
  });
}
