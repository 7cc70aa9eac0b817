import { plays, type Database } from '@all22/db';
import {
  averageUsage,
  toSharePercent,
  type AnalystPlayer,
  type GameId,
  type NflId,
  type PlayerUsage,
  type UsageAverages,
  type UsageTrend,
  type UsageWeek,
} from '@all22/domain';
import { and, count, inArray, sql } from 'drizzle-orm';
import { RED_ZONE_PLAY, touchedBy } from '../../../read/fantasy-insights/red-zone-touches.js';
import {
  selectTeamVolumes,
  toVolumeKey,
  type TeamVolume,
} from '../../../read/fantasy-insights/select-team-volumes.js';
import type { AnalystReads } from '../analyst-tool.js';
import { readFinishedPlayerGames } from './read-player-games.js';
import { round1 } from './scoring-columns.js';

/** A change of this many carries and targets a game or more is a trend. */
const TREND_OPPORTUNITIES = 1;

/**
 * The season's team volumes, read once for every game and shared by every player's usage while
 * the league stands still (two grouped reads of a season, rather than two per player).
 */
function readTeamVolumes(reads: AnalystReads, season: number): Promise<Map<string, TeamVolume>> {
  return reads.remember(`team-volumes:${season}`, () => selectTeamVolumes(reads.database, { season }));
}

/** Carries and catches inside the opponent's 20, by game. */
async function readRedZoneTouches(db: Database, nflId: NflId, gameIds: readonly GameId[]) {
  const rows = await db
    .select({ gameId: plays.gameId, touches: count() })
    .from(plays)
    .where(
      and(
        inArray(plays.gameId, [...gameIds]),
        RED_ZONE_PLAY,
        sql`${plays.offensePlayerIds} @> ${sql`array[${nflId}]::integer[]`}`,
        touchedBy(nflId),
      ),
    )
    .groupBy(plays.gameId);
  return new Map(rows.map((row) => [row.gameId, row.touches]));
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
  const [volumes, redZone]: [Map<string, TeamVolume>, Map<GameId, number>] =
    gameIds.length === 0
      ? [new Map(), new Map()]
      : await Promise.all([
          readTeamVolumes(reads, options.season),
          readRedZoneTouches(db, player.nflId, gameIds),
        ]);
  const weeks: UsageWeek[] = games.map(({ line, opponentAbbr }) => {
    const volume = volumes.get(toVolumeKey(line.gameId, line.teamId));
    return {
      week: line.week,
      opponent: opponentAbbr,
      snaps: line.snaps,
      snapShare: toSharePercent(line.snaps, volume?.plays),
      targets: line.targets,
      targetShare: toSharePercent(line.targets, volume?.targets),
      carries: line.rushAttempts,
      redZoneTouches: redZone.get(line.gameId) ?? 0,
    };
  });
  const recentWeeks = weeks.slice(0, options.windowGames);
  const earlierWeeks = weeks.slice(options.windowGames);
  const recent = averageUsage(recentWeeks);
  const earlier = earlierWeeks.length > 0 ? averageUsage(earlierWeeks) : null;
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
