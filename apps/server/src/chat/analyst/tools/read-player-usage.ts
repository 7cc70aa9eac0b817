import { playerGameStats, plays, teamGameStats, type Database } from '@all22/db';
import type {
  AnalystPlayer,
  GameId,
  NflId,
  PlayerUsage,
  UsageAverages,
  UsageTrend,
  UsageWeek,
} from '@all22/domain';
import { and, count, eq, inArray, or, sql, sum } from 'drizzle-orm';
import type { AnalystReads } from '../analyst-tool.js';
import { readFinishedPlayerGames } from './read-player-games.js';
import { round1 } from './scoring-columns.js';

/** A change of this many carries and targets a game or more is a trend. */
const TREND_OPPORTUNITIES = 1;

/** Offensive plays and targets of each (game, team) of a regular season: the shares' denominators. */
type TeamVolumes = Readonly<Record<string, { readonly plays: number; readonly targets: number }>>;

const volumeKey = (gameId: GameId, teamId: string) => `${gameId}:${teamId}`;

/**
 * The season's team volumes, read once for every game and shared by every player's usage while
 * the league stands still (two grouped reads of a season, rather than two per player).
 */
function readTeamVolumes(reads: AnalystReads, season: number): Promise<TeamVolumes> {
  return reads.remember(`team-volumes:${season}`, async () => {
    const { database: db } = reads;
    const [plays, targets] = await Promise.all([
      db
        .select({
          gameId: teamGameStats.gameId,
          teamId: teamGameStats.teamId,
          plays: teamGameStats.offensePlays,
        })
        .from(teamGameStats)
        .where(and(eq(teamGameStats.season, season), eq(teamGameStats.seasonType, 'REG'))),
      db
        .select({
          gameId: playerGameStats.gameId,
          teamId: playerGameStats.teamId,
          targets: sum(playerGameStats.targets).mapWith(Number),
        })
        .from(playerGameStats)
        .where(and(eq(playerGameStats.season, season), eq(playerGameStats.seasonType, 'REG')))
        .groupBy(playerGameStats.gameId, playerGameStats.teamId),
    ]);
    const volumes: Record<string, { plays: number; targets: number }> = {};
    for (const row of plays) volumes[volumeKey(row.gameId, row.teamId)] = { plays: row.plays, targets: 0 };
    for (const row of targets) {
      const key = volumeKey(row.gameId, row.teamId);
      volumes[key] = { plays: volumes[key]?.plays ?? 0, targets: row.targets };
    }
    return volumes;
  });
}

/** Carries and catches inside the opponent's 20, by game. */
async function readRedZoneTouches(db: Database, nflId: NflId, gameIds: readonly GameId[]) {
  const rows = await db
    .select({ gameId: plays.gameId, touches: count() })
    .from(plays)
    .where(
      and(
        inArray(plays.gameId, [...gameIds]),
        eq(plays.redzone, true),
        eq(plays.isNoPlay, false),
        sql`${plays.offensePlayerIds} @> ${sql`array[${nflId}]::integer[]`}`,
        or(
          and(eq(plays.rusherId, nflId), sql`${plays.carries} > 0`),
          and(eq(plays.targetId, nflId), eq(plays.reception, true)),
        ),
      ),
    )
    .groupBy(plays.gameId);
  return new Map(rows.map((row) => [row.gameId, row.touches]));
}

const share = (part: number, whole: number | undefined): number | null =>
  whole ? round1(Math.min(100, (100 * part) / whole)) : null;

function averageOf(weeks: readonly UsageWeek[]): UsageAverages {
  const mean = (pick: (week: UsageWeek) => number) =>
    weeks.length === 0 ? 0 : round1(weeks.reduce((total, week) => total + pick(week), 0) / weeks.length);
  const shares = (pick: (week: UsageWeek) => number | null) => {
    const values = weeks.map(pick).filter((value): value is number => value !== null);
    return values.length === 0 ? null : round1(values.reduce((a, b) => a + b, 0) / values.length);
  };
  return {
    games: weeks.length,
    snapShare: shares((week) => week.snapShare),
    targets: mean((week) => week.targets),
    targetShare: shares((week) => week.targetShare),
    carries: mean((week) => week.carries),
    redZoneTouches: mean((week) => week.redZoneTouches),
  };
}

const difference = (a: number | null, b: number | null) => (a === null || b === null ? null : round1(a - b));

function decideTrend(recent: UsageAverages, earlier: UsageAverages | null): UsageTrend {
  if (!earlier) return 'steady';
  const change = recent.targets + recent.carries - (earlier.targets + earlier.carries);
  return change >= TREND_OPPORTUNITIES ? 'rising' : change <= -TREND_OPPORTUNITIES ? 'falling' : 'steady';
}

/**
 * A player's usage in his last `windowGames` finished games against his earlier games of the
 * season: snap share (of his team's offensive plays), targets and target share, carries and
 * red-zone touches (carries and catches inside the 20), per game.
 */
export async function readPlayerUsage(
  reads: AnalystReads,
  player: AnalystPlayer,
  options: { season: number; windowGames: number },
): Promise<PlayerUsage> {
  const db = reads.database;
  const games = await readFinishedPlayerGames(reads, player.nflId, options.season);
  const gameIds = games.map((row) => row.line.gameId);
  const [volumes, redZone]: [TeamVolumes, Map<GameId, number>] =
    gameIds.length === 0
      ? [{}, new Map()]
      : await Promise.all([
          readTeamVolumes(reads, options.season),
          readRedZoneTouches(db, player.nflId, gameIds),
        ]);
  const weeks: UsageWeek[] = games.map(({ line, opponentAbbr }) => {
    const volume = volumes[volumeKey(line.gameId, line.teamId)];
    return {
      week: line.week,
      opponent: opponentAbbr,
      snaps: line.snaps,
      snapShare: share(line.snaps, volume?.plays),
      targets: line.targets,
      targetShare: share(line.targets, volume?.targets),
      carries: line.rushAttempts,
      redZoneTouches: redZone.get(line.gameId) ?? 0,
    };
  });
  const recentWeeks = weeks.slice(0, options.windowGames);
  const earlierWeeks = weeks.slice(options.windowGames);
  const recent = averageOf(recentWeeks);
  const earlier = earlierWeeks.length > 0 ? averageOf(earlierWeeks) : null;
  return {
    player,
    season: options.season,
    windowGames: recentWeeks.length,
    weeks: recentWeeks,
    recent,
    earlier,
    change: earlier
      ? {
          snapShare: difference(recent.snapShare, earlier.snapShare),
          targets: round1(recent.targets - earlier.targets),
          targetShare: difference(recent.targetShare, earlier.targetShare),
          carries: round1(recent.carries - earlier.carries),
          redZoneTouches: round1(recent.redZoneTouches - earlier.redZoneTouches),
        }
      : null,
    trend: decideTrend(recent, earlier),
  };
}
