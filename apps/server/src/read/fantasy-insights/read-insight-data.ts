import {
  games,
  injuries,
  playerGameStats,
  players,
  teams,
  teamWeekDepthCharts,
  type Database,
  type DepthChartEntry,
} from '@all22/db';
import {
  NEXT_MAN_UP_RULES,
  type GameId,
  type InsightWindow,
  type NflId,
  type TeamId,
  type WeekGame,
} from '@all22/domain';
import { and, asc, between, eq, ilike, inArray, sql } from 'drizzle-orm';
import { selectRedZoneTouches } from './red-zone-touches.js';
import { selectTeamVolumes, type TeamVolume } from './select-team-volumes.js';

/** The positions fantasy insights are about: the ones whose players score on their own touches. */
export const INSIGHT_POSITIONS = ['QB', 'RB', 'WR', 'TE'] as const;
export type InsightPosition = (typeof INSIGHT_POSITIONS)[number];

/** A finished regular-season game of the weeks read. */
export interface InsightGame {
  readonly gameId: GameId;
  readonly week: number;
  readonly homeTeamId: TeamId;
  readonly visitorTeamId: TeamId;
}

/** One player's line in one of those games, at one of INSIGHT_POSITIONS. */
export interface InsightLine {
  readonly gameId: GameId;
  readonly week: number;
  readonly nflId: NflId;
  readonly teamId: TeamId;
  readonly position: string;
  readonly snaps: number;
  readonly targets: number;
  readonly receptions: number;
  readonly receivingYards: number;
  readonly receivingTouchdowns: number;
  readonly rushAttempts: number;
  readonly rushYards: number;
  readonly rushTouchdowns: number;
  readonly fpStd: number;
  readonly fpHalfPpr: number;
  readonly fpPpr: number;
  readonly receivingEpa: number;
  readonly rushingEpa: number;
}

export interface InsightPlayerRow {
  readonly nflId: NflId;
  readonly displayName: string;
  readonly position: string;
  readonly headshot: string | null;
}

export interface InjuryReportRow {
  readonly nflId: NflId;
  readonly teamId: TeamId;
  readonly injuryStatus: string;
  readonly bodyPart: string | null;
}

/** Everything a week's insights are computed from (scoring aside: every line carries all three). */
export interface InsightData {
  readonly window: InsightWindow;
  readonly games: readonly InsightGame[];
  readonly lines: readonly InsightLine[];
  /** By toVolumeKey(gameId, teamId). */
  readonly volumes: ReadonlyMap<string, TeamVolume>;
  /** By "gameId:nflId". */
  readonly redZoneTouches: ReadonlyMap<string, number>;
  readonly players: ReadonlyMap<NflId, InsightPlayerRow>;
  readonly teamAbbrs: ReadonlyMap<TeamId, string>;
  /** The week's games (any phase): the matchups. */
  readonly weekGames: readonly WeekGame[];
  /** The week's injury report: every line, by player. */
  readonly injuries: ReadonlyMap<NflId, InjuryReportRow>;
  /** The week's depth charts' offensive entries by team, in the order the chart lists them. */
  readonly depthCharts: ReadonlyMap<TeamId, readonly DepthChartEntry[]>;
}

const epa = (section: 'rushing' | 'receiving') =>
  sql<number>`coalesce((${playerGameStats.stats} -> ${section} ->> 'expectedPointsAdded')::float8, 0)`.mapWith(
    Number,
  );

const playerColumns = {
  nflId: players.nflId,
  displayName: players.displayName,
  position: players.position,
  headshot: players.headshotUrl,
};

/** The finished games and the lines at the insight positions of weeks 1 to throughWeek. */
async function selectLines(db: Database, window: InsightWindow) {
  const finished = and(
    eq(games.season, window.season),
    eq(games.seasonType, 'REG'),
    between(games.week, 1, window.throughWeek),
    ilike(games.phase, '%FINAL%'),
  );
  const [gameRows, lineRows] = await Promise.all([
    db
      .select({
        gameId: games.gameId,
        week: games.week,
        homeTeamId: games.homeTeamId,
        visitorTeamId: games.visitorTeamId,
      })
      .from(games)
      .where(finished)
      .orderBy(asc(games.week), asc(games.gameId)),
    db
      .select({
        line: {
          gameId: playerGameStats.gameId,
          week: playerGameStats.week,
          nflId: playerGameStats.nflId,
          teamId: playerGameStats.teamId,
          position: playerGameStats.position,
          snaps: playerGameStats.snaps,
          targets: playerGameStats.targets,
          receptions: playerGameStats.receptions,
          receivingYards: playerGameStats.receivingYards,
          receivingTouchdowns: playerGameStats.receivingTouchdowns,
          rushAttempts: playerGameStats.rushAttempts,
          rushYards: playerGameStats.rushYards,
          rushTouchdowns: playerGameStats.rushTouchdowns,
          fpStd: playerGameStats.fpStd,
          fpHalfPpr: playerGameStats.fpHalfPpr,
          fpPpr: playerGameStats.fpPpr,
          receivingEpa: epa('receiving'),
          rushingEpa: epa('rushing'),
        },
        player: playerColumns,
      })
      .from(playerGameStats)
      .innerJoin(games, eq(games.gameId, playerGameStats.gameId))
      .innerJoin(players, eq(players.nflId, playerGameStats.nflId))
      .where(and(finished, inArray(playerGameStats.position, [...INSIGHT_POSITIONS])))
      .orderBy(asc(playerGameStats.week), asc(playerGameStats.gameId), asc(playerGameStats.nflId)),
  ]);
  return { gameRows, lineRows };
}

/** The week's games, injury report and the offensive depth charts of the teams on the report. */
async function selectWeek(db: Database, window: InsightWindow) {
  const week = and(eq(games.season, window.season), eq(games.seasonType, 'REG'), eq(games.week, window.week));
  const [weekGames, injuryRows] = await Promise.all([
    db
      .select({ gameId: games.gameId, homeTeamId: games.homeTeamId, visitorTeamId: games.visitorTeamId })
      .from(games)
      .where(week)
      .orderBy(asc(games.isoTime), asc(games.gameId)),
    db
      .select({
        nflId: injuries.nflId,
        teamId: injuries.teamId,
        injuryStatus: injuries.injuryStatus,
        bodyPart: injuries.bodyPart,
        player: playerColumns,
      })
      .from(injuries)
      .innerJoin(players, eq(players.nflId, injuries.nflId))
      .where(
        and(
          eq(injuries.season, window.season),
          eq(injuries.seasonType, 'REG'),
          eq(injuries.week, window.week),
        ),
      ),
  ]);
  const sidelinedTeams = [
    ...new Set(
      injuryRows
        .filter((row) => NEXT_MAN_UP_RULES.roleOpeningStatuses.includes(row.injuryStatus))
        .map((row) => row.teamId),
    ),
  ];
  const charts =
    sidelinedTeams.length === 0
      ? []
      : await db
          .select({ teamId: teamWeekDepthCharts.teamId, entries: teamWeekDepthCharts.entries })
          .from(teamWeekDepthCharts)
          .where(
            and(
              eq(teamWeekDepthCharts.season, window.season),
              eq(teamWeekDepthCharts.seasonType, 'REG'),
              eq(teamWeekDepthCharts.week, window.week),
              inArray(teamWeekDepthCharts.teamId, sidelinedTeams),
            ),
          );
  return { weekGames, injuryRows, charts };
}

/** Reads what a week's insights need, in a few grouped queries (none per player). */
export async function readInsightData(db: Database, window: InsightWindow): Promise<InsightData> {
  const hasWeeksRead = window.throughWeek >= 1;
  const [{ gameRows, lineRows }, volumes, redZoneTouches, week, teamRows] = await Promise.all([
    hasWeeksRead ? selectLines(db, window) : { gameRows: [], lineRows: [] },
    hasWeeksRead ? selectTeamVolumes(db, window) : new Map<string, TeamVolume>(),
    hasWeeksRead ? selectRedZoneTouches(db, window) : new Map<string, number>(),
    selectWeek(db, window),
    db.select({ teamId: teams.teamId, abbr: teams.abbr }).from(teams),
  ]);
  const playerRows = new Map<NflId, InsightPlayerRow>();
  for (const row of [...lineRows, ...week.injuryRows]) playerRows.set(row.player.nflId, row.player);
  const chartIds = week.charts.flatMap((chart) => chart.entries.map((entry) => entry.nflId));
  const missing = [...new Set(chartIds)].filter((nflId) => !playerRows.has(nflId));
  if (missing.length > 0) {
    for (const row of await db.select(playerColumns).from(players).where(inArray(players.nflId, missing))) {
      playerRows.set(row.nflId, row);
    }
  }
  return {
    window,
    games: gameRows,
    lines: lineRows.map((row) => row.line),
    volumes,
    redZoneTouches,
    players: playerRows,
    teamAbbrs: new Map(teamRows.map((row) => [row.teamId, row.abbr])),
    weekGames: week.weekGames,
    injuries: new Map(
      week.injuryRows.map(({ nflId, teamId, injuryStatus, bodyPart }) => [
        nflId,
        { nflId, teamId, injuryStatus, bodyPart },
      ]),
    ),
    depthCharts: new Map(
      week.charts.map((chart) => [chart.teamId, chart.entries.filter((entry) => entry.unit === 'OFFENSE')]),
    ),
  };
}
