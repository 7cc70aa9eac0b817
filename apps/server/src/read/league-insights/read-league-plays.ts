import { games, players, plays, teams, type Database } from '@all22/db';
import {
  DROPBACK_PLAY_TYPES,
  EFFICIENCY_PLAY_TYPES,
  isFinal,
  type EfficiencyTotals,
  type GameId,
  type NflId,
  type TeamId,
  type YardsRole,
  type YardsToGoType,
} from '@all22/domain';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';

/** One team's offense against one opponent in one game, in one down-and-distance situation. */
export interface SituationRow extends EfficiencyTotals {
  readonly gameId: GameId;
  readonly week: number;
  readonly offenseTeamId: TeamId;
  readonly defenseTeamId: TeamId;
  readonly down: number | null;
  readonly yardsToGo: YardsToGoType | null;
  readonly runs: number;
  readonly passes: number;
  readonly sacks: number;
  /** Plays of any type the film room's rush10PlusYards finds. */
  readonly explosiveRuns: number;
}

/** A player's yards in one role in one game, and every play the film room finds him in that role. */
export interface PlayerGameRow {
  readonly role: YardsRole;
  readonly gameId: GameId;
  readonly week: number;
  readonly nflId: NflId;
  readonly teamId: TeamId;
  readonly opponentId: TeamId;
  readonly yards: number;
  /** Attempts, carries or targets (as the box score counts them). */
  readonly attempts: number;
  /** Every play with him in the role: the film link's count. */
  readonly plays: number;
}

export interface LeagueGame {
  readonly gameId: GameId;
  readonly week: number;
  readonly isFinal: boolean;
}

export interface LeagueTeam {
  readonly teamId: TeamId;
  readonly abbr: string;
  readonly fullName: string;
}

/** Everything a season's league insights are computed from. */
export interface LeaguePlayData {
  readonly season: number;
  readonly situations: readonly SituationRow[];
  readonly playerGames: readonly PlayerGameRow[];
  readonly games: readonly LeagueGame[];
  readonly teams: ReadonlyMap<TeamId, LeagueTeam>;
}

const count = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const isEfficiencyPlay = sql`${plays.playType} in (${sql.join(
  EFFICIENCY_PLAY_TYPES.map((type) => sql`${type}`),
  sql`, `,
)})`;
const isDropback = sql`${plays.playType} in (${sql.join(
  DROPBACK_PLAY_TYPES.map((type) => sql`${type}`),
  sql`, `,
)})`;
const isEarlyDown = sql`${plays.down} in (1, 2)`;

/**
 * Each team's regular-season plays of a season by game, opponent and situation: the efficiency
 * plays' counts and EPA (every play type EFFICIENCY_PLAY_TYPES names, as the film room's playType
 * finds them) and the runs of 10+ yards (as its rush10PlusYards finds them).
 */
async function selectSituations(db: Database, season: number): Promise<SituationRow[]> {
  const rows = await db
    .select({
      gameId: plays.gameId,
      week: plays.week,
      offenseTeamId: plays.possessionTeamId,
      defenseTeamId: plays.defenseTeamId,
      down: plays.down,
      yardsToGo: plays.yardsToGoType,
      plays: count(isEfficiencyPlay),
      epaTotal:
        sql<number>`coalesce(sum(${plays.expectedPointsAdded}) filter (where ${isEfficiencyPlay}), 0)`.mapWith(
          Number,
        ),
      successes: count(sql`${isEfficiencyPlay} and ${plays.expectedPointsAdded} > 0`),
      dropbacks: count(isDropback),
      earlyDownPlays: count(sql`${isEfficiencyPlay} and ${isEarlyDown}`),
      earlyDownDropbacks: count(sql`${isDropback} and ${isEarlyDown}`),
      runs: count(sql`${plays.playType} = 'play_type_rush'`),
      passes: count(sql`${plays.playType} = 'play_type_pass'`),
      sacks: count(sql`${plays.playType} = 'play_type_sack'`),
      explosiveRuns: count(sql`${plays.rush10PlusYards}`),
    })
    .from(plays)
    .where(
      and(
        eq(plays.season, season),
        eq(plays.seasonType, 'REG'),
        or(inArray(plays.playType, [...EFFICIENCY_PLAY_TYPES]), eq(plays.rush10PlusYards, true)),
      ),
    )
    .groupBy(
      plays.gameId,
      plays.week,
      plays.possessionTeamId,
      plays.defenseTeamId,
      plays.down,
      plays.yardsToGoType,
    );
  return rows as SituationRow[];
}

/** A role's yards as the box score counts them (stats' tallies): `yards` and `attempts` conditions. */
const ROLE_SQL = {
  passerId: {
    column: plays.passerId,
    attempt: sql`${plays.attempt} and ${plays.playType} = 'play_type_pass' and not ${plays.isNoPlay}`,
    yards: sql`${plays.completion} and ${plays.playType} = 'play_type_pass' and not ${plays.isNoPlay}`,
  },
  rusherId: {
    column: plays.rusherId,
    attempt: sql`${plays.carries} > 0 and ${plays.playType} in ('play_type_rush', 'play_type_pass', 'play_type_sack') and not ${plays.isNoPlay}`,
    yards: sql`${plays.carries} > 0 and ${plays.playType} in ('play_type_rush', 'play_type_pass', 'play_type_sack') and not ${plays.isNoPlay}`,
  },
  targetId: {
    column: plays.targetId,
    attempt: sql`${plays.target} and ${plays.playType} = 'play_type_pass' and not ${plays.isNoPlay}`,
    yards: sql`${plays.target} and ${plays.reception} and ${plays.playType} = 'play_type_pass' and not ${plays.isNoPlay}`,
  },
} as const;

/** Every player's regular-season games in each role: his yards, attempts and plays in the role. */
async function selectPlayerGames(db: Database, season: number): Promise<PlayerGameRow[]> {
  const byRole = await Promise.all(
    (Object.keys(ROLE_SQL) as YardsRole[]).map(async (role) => {
      const { column, attempt, yards } = ROLE_SQL[role];
      const rows = await db
        .select({
          gameId: plays.gameId,
          week: plays.week,
          nflId: sql<NflId>`${column}`.mapWith(Number),
          // A player's plays in a role are his team's offense.
          teamId: sql<TeamId>`min(${plays.possessionTeamId})`,
          opponentId: sql<TeamId>`min(${plays.defenseTeamId})`,
          yards: sql<number>`coalesce(sum(${plays.yardsGained}) filter (where ${yards}), 0)`.mapWith(Number),
          attempts: count(attempt),
          plays: sql<number>`count(*)`.mapWith(Number),
        })
        .from(plays)
        .where(and(eq(plays.season, season), eq(plays.seasonType, 'REG'), isNotNull(column)))
        .groupBy(plays.gameId, plays.week, column);
      return rows.map((row) => ({ ...row, role }) as PlayerGameRow);
    }),
  );
  return byRole.flat();
}

/** A season's plays as the league insights read them, with its games and the league's teams. */
export async function readLeaguePlays(db: Database, season: number): Promise<LeaguePlayData> {
  const [situations, playerGames, gameRows, teamRows] = await Promise.all([
    selectSituations(db, season),
    selectPlayerGames(db, season),
    db
      .select({ gameId: games.gameId, week: games.week, phase: games.phase })
      .from(games)
      .where(and(eq(games.season, season), eq(games.seasonType, 'REG')))
      .orderBy(asc(games.week), asc(games.gameId)),
    db.select({ teamId: teams.teamId, abbr: teams.abbr, fullName: teams.fullName }).from(teams),
  ]);
  return {
    season,
    situations,
    playerGames,
    games: gameRows.map((row) => ({
      gameId: row.gameId,
      week: row.week,
      isFinal: isFinal(row.phase),
    })),
    teams: new Map(teamRows.map((row) => [row.teamId, row])),
  };
}

export interface NotablePlayerRow {
  readonly nflId: NflId;
  readonly displayName: string;
  readonly position: string;
}

/** The named players' names and positions. */
export async function selectNotablePlayers(
  db: Database,
  nflIds: readonly NflId[],
): Promise<Map<NflId, NotablePlayerRow>> {
  if (nflIds.length === 0) return new Map();
  const rows = await db
    .select({ nflId: players.nflId, displayName: players.displayName, position: players.position })
    .from(players)
    .where(inArray(players.nflId, [...nflIds]));
  return new Map(rows.map((row) => [row.nflId, row]));
}
