/**
 * The live feed ingest. The simulated league is a deterministic timeline (packages/league); the
 * database is its projection at the league clock's "now". On start the feed regenerates the
 * timeline, compares it with what feed_state says is written, and writes what is missing —
 * week by week, each week in one transaction with the cursor — then, on every tick, writes the
 * plays whose time has come, with the game state and every derived figure they change, in one
 * transaction that also announces the changes. A process killed at any point resumes from the
 * last commit with nothing lost or written twice.
 */
import {
  games,
  plays,
  standings,
  upsertRows,
  withSqlTransaction,
  type DatabaseHandle,
  type SqlExecutor,
} from '@all22/db';
import type { GameId, NflId, SeasonType } from '@all22/domain';
import {
  countLeagueWeeksStarting,
  createLeagueTimeline,
  deriveLiveGameState,
  isLastWeekOfSeasonType,
  FIRST_LEAGUE_SEASON,
  type LeagueClock,
  type LeagueGame,
  type LeagueTimeline,
  type LeagueWeekUpdate,
  type LiveGameState,
} from '@all22/league';
import { count, eq, notLike, sql } from 'drizzle-orm';
import {
  BULK_WEEK_THRESHOLD,
  dropSecondaryIndexes,
  restoreIndexes,
  skipForeignKeyChecks,
} from './bulk-load-mode.js';
import { readFeedCursor, writeFeedCursor, type FeedCursor } from './feed-cursor.js';
import type { FeedLeadership } from './feed-leadership.js';
import type { GameChange, LiveChanges } from './live-changes.js';
import { createSeasonAggregates } from './season-aggregates.js';
import { toStandingRow } from './stats-rows.js';
import { computeGameStatLines, writeGameProgress } from './write-game-progress.js';
import { writeWeekUpdate } from './write-week-update.js';

/** Thrown when the database holds a league made from another seed or first season. */
export class FeedMismatchError extends Error {
  override readonly name = 'FeedMismatchError';
}

export interface LeagueFeedOptions {
  database: DatabaseHandle;
  seed: string;
  /** The league's first season; by default the one the database holds, else 2018. */
  firstSeason?: number;
  clock: LeagueClock;
  changes: LiveChanges;
  /** Progress lines for the terminal ("2019 season written: …"). */
  onProgress?: (message: string) => void;
  /** Called after each league week's transaction commits, with the week's slug ("2024 WEEK_3"). */
  onWeekWritten?: (week: string) => void;
  /** Who may write (several processes on one PostgreSQL); this process always may by default. */
  leadership?: FeedLeadership;
  onError?: (error: unknown) => void;
}

export interface FeedReport {
  weeksWritten: number;
  playsWritten: number;
  gamesUpdated: number;
}

/** What the health check reports about the feed. */
export interface FeedStatus {
  /**
   * idle before catchUp; loading while it runs; live once caught up; following while another
   * process writes the feed (this one serves what it writes); failing after an error.
   */
  state: 'idle' | 'loading' | 'live' | 'following' | 'failing';
  /** The league clock's instant up to which everything is written. */
  processedThrough: number | null;
  lastError: string | null;
}

export interface LeagueFeed {
  status(): FeedStatus;
  /** Writes everything due by now that is missing. Call once before serving. */
  catchUp(): Promise<FeedReport>;
  /** Writes what fell due since the last call. */
  tick(): Promise<FeedReport>;
  /** Ticks every `intervalMs` (never two at once) until stop(). */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/** A game whose plays are not all written yet. */
interface ActiveGame {
  game: LeagueGame;
  written: number;
  phase: string;
}

/** A game of a week written before that is not final: the plays written so far. */
interface PartialGame {
  written: number;
  seasonKey: string;
}

/** A regular-season week whose standings wait for its last game to end. */
interface PendingStandings {
  update: LeagueWeekUpdate;
  gameIds: Set<GameId>;
}

const seasonTypeKey = (season: number, seasonType: SeasonType) => `${season}-${seasonType}`;

const toGameChange = (game: LeagueGame, state: LiveGameState): GameChange => ({
  type: 'game',
  gameId: game.schedule.gameId,
  season: game.schedule.season,
  seasonType: game.schedule.seasonType,
  week: game.schedule.week,
  phase: state.phase,
  quarter: state.quarter,
  clock: state.clock,
  possessionTeamId: state.possessionTeamId,
  down: state.down,
  distance: state.distance,
  yardLine: state.yardLine,
  isRedzone: state.isRedzone,
  homeScore: state.homeScore,
  visitorScore: state.visitorScore,
});

export function createLeagueFeed(options: LeagueFeedOptions): LeagueFeed {
  const { database, seed, clock, changes } = options;
  const { db } = database;
  // Created by catchUp: a database already holding this seed's league decides the first season.
  let timeline: LeagueTimeline | null = null;
  const positions = new Map<NflId, string>();
  let aggregates = createSeasonAggregates(positions);
  const leadership: FeedLeadership = options.leadership ?? {
    acquire: async () => true,
    isHeld: () => true,
    release: async () => undefined,
  };
  const active = new Map<GameId, ActiveGame>();
  const pendingStandings: PendingStandings[] = [];
  let cursor: FeedCursor | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let isStopped = false;
  const status: FeedStatus = { state: 'idle', processedThrough: null, lastError: null };
  const fail = (error: unknown): never => {
    status.state = 'failing';
    status.lastError = error instanceof Error ? error.message : String(error);
    throw error;
  };

  const saveCursor = (executor: SqlExecutor, now: number) =>
    writeFeedCursor(executor, db, cursor as FeedCursor, new Date(now));

  /** Writes the standings of finished regular-season weeks (idempotent upserts). */
  const writeDueStandings = async (executor: SqlExecutor): Promise<void> => {
    for (let index = pendingStandings.length - 1; index >= 0; index -= 1) {
      const pending = pendingStandings[index] as PendingStandings;
      if ([...pending.gameIds].some((gameId) => active.has(gameId))) continue;
      const { season, week } = pending.update.calendarWeek;
      const rows = (pending.update.standings ?? []).map((row) => toStandingRow(row, season, week));
      await upsertRows(executor, standings, rows, ['season', 'seasonType', 'week', 'teamId']);
      pendingStandings.splice(index, 1);
    }
  };

  /**
   * Writes a batch of new weeks and the plays of their games that are due. `partial` holds the
   * plays already written of unfinished games (only weeks written before can have any).
   */
  const writeUpdates = async (
    source: LeagueTimeline,
    now: number,
    partial: ReadonlyMap<GameId, PartialGame>,
  ): Promise<FeedReport> => {
    const report: FeedReport = { weeksWritten: 0, playsWritten: 0, gamesUpdated: 0 };
    const firstUnwritten = Math.max(source.nextWeekStart(), (cursor?.weekWrittenThroughMs ?? 0) + 1);
    const isBulk = countLeagueWeeksStarting(firstUnwritten, now) > BULK_WEEK_THRESHOLD;
    if (isBulk) {
      await withSqlTransaction(database, async (executor) => {
        const dropped = await dropSecondaryIndexes(executor);
        cursor = {
          ...(cursor as FeedCursor),
          droppedIndexes: [...(cursor as FeedCursor).droppedIndexes, ...dropped],
        };
        await saveCursor(executor, now);
      });
    }
    // Season types whose season rows may still change in this run: those with unfinished games
    // in the database, and the one of the last week written (later weeks may join it).
    const openKeys = new Set([...partial.values()].map((game) => game.seasonKey));
    const dirty = new Map<string, [number, SeasonType]>();
    let seasonWrites = 0;
    // One week at a time: a catch-up over many seasons never holds more than a week's plays.
    for (let update = source.nextWeek(now); update; update = source.nextWeek(now)) {
      for (const player of update.players) positions.set(player.nflId, player.position);
      aggregates.recordRosters(update);
      const { season, seasonType } = update.calendarWeek;
      const key = seasonTypeKey(season, seasonType);
      const isWritten = cursor !== null && update.startsAt <= cursor.weekWrittenThroughMs;
      if (isWritten && update.startsAt === cursor?.weekWrittenThroughMs) openKeys.add(key);
      const isLastOfBatch = source.nextWeekStart() > now;
      const endsSeasonType = isLastOfBatch || isLastWeekOfSeasonType(update.calendarWeek);

      // A week written before whose games are all final needs no transaction; its lines are kept
      // only while its season type's rows may still be rewritten.
      const isSettled = isWritten && update.games.every((game) => !partial.has(game.schedule.gameId));
      if (isSettled) {
        for (const game of update.games) {
          if (openKeys.has(key))
            aggregates.recordGame(game, computeGameStatLines(game, deriveLiveGameState(game, now)));
          game.plays = [];
        }
        if (endsSeasonType && !isLastOfBatch && !openKeys.has(key)) aggregates.forget(season, seasonType);
        continue;
      }

      await withSqlTransaction(database, async (executor) => {
        if (isBulk) await skipForeignKeyChecks(executor);
        if (!isWritten) {
          await writeWeekUpdate(executor, update);
          cursor = { ...(cursor as FeedCursor), weekWrittenThroughMs: update.startsAt };
          await changes.publish(executor, {
            type: 'week',
            season,
            seasonType,
            week: update.calendarWeek.week,
          });
          report.weeksWritten += 1;
          seasonWrites += 1;
        }
        for (const game of update.games) {
          const state = deriveLiveGameState(game, now);
          const isFinal = state.revealedCount === game.plays.length;
          const written = isWritten ? (partial.get(game.schedule.gameId)?.written ?? game.plays.length) : 0;
          const lines = computeGameStatLines(game, state);
          aggregates.recordGame(game, lines);
          if (state.revealedCount > written) {
            await writeGameProgress(executor, db, game, written, state, lines, positions);
            await changes.publish(executor, toGameChange(game, state));
            report.playsWritten += state.revealedCount - written;
            report.gamesUpdated += 1;
            seasonWrites += 1;
            dirty.set(key, [season, seasonType]);
          }
          if (isFinal) {
            game.plays = [];
          } else {
            active.set(game.schedule.gameId, {
              game,
              written: Math.max(written, state.revealedCount),
              phase: state.phase,
            });
          }
        }
        if (update.standings) {
          pendingStandings.push({
            update,
            gameIds: new Set(update.games.map((game) => game.schedule.gameId)),
          });
        }
        await writeDueStandings(executor);
        // A season type's rows are written with its last week, or at the end of the batch.
        if (endsSeasonType) {
          for (const [dirtyKey, [dirtySeason, dirtyType]] of dirty) {
            await aggregates.write(executor, db, dirtySeason, dirtyType);
            dirty.delete(dirtyKey);
          }
          const finished = update.games.every((game) => !active.has(game.schedule.gameId));
          if (finished && !isLastOfBatch) aggregates.forget(season, seasonType);
        }
        await saveCursor(executor, now);
      });
      options.onWeekWritten?.(`${season} ${update.calendarWeek.weekSlug}`);
      if (update.calendarWeek.weekSlug === 'SB' && seasonWrites > 0) {
        options.onProgress?.(`${season} season written`);
        seasonWrites = 0;
      }
    }
    await rebuildDroppedIndexes(now);
    return report;
  };

  /** Rebuilds the indexes a bulk load dropped (also after a bulk load that was cut short). */
  const rebuildDroppedIndexes = async (now: number): Promise<void> => {
    if (!cursor || cursor.droppedIndexes.length === 0) return;
    const definitions = cursor.droppedIndexes;
    const began = performance.now();
    await withSqlTransaction(database, async (executor) => {
      await restoreIndexes(executor, definitions);
      cursor = { ...(cursor as FeedCursor), droppedIndexes: [] };
      await saveCursor(executor, now);
    });
    options.onProgress?.(
      `${definitions.length} indexes rebuilt in ${((performance.now() - began) / 1000).toFixed(1)} s`,
    );
  };

  /** Writes the plays that fell due in games under way, in one transaction. */
  const revealActiveGames = async (now: number): Promise<FeedReport> => {
    const report: FeedReport = { weeksWritten: 0, playsWritten: 0, gamesUpdated: 0 };
    const due = [...active.values()].filter(
      (entry) => deriveLiveGameState(entry.game, now).revealedCount > entry.written,
    );
    if (due.length === 0) return report;
    await withSqlTransaction(database, async (executor) => {
      const touched = new Map<string, [number, SeasonType]>();
      for (const entry of due) {
        const { game } = entry;
        const state = deriveLiveGameState(game, now);
        const lines = computeGameStatLines(game, state);
        aggregates.recordGame(game, lines);
        await writeGameProgress(executor, db, game, entry.written, state, lines, positions);
        await changes.publish(executor, toGameChange(game, state));
        report.playsWritten += state.revealedCount - entry.written;
        report.gamesUpdated += 1;
        touched.set(seasonTypeKey(game.schedule.season, game.schedule.seasonType), [
          game.schedule.season,
          game.schedule.seasonType,
        ]);
        entry.written = state.revealedCount;
        entry.phase = state.phase;
        if (state.revealedCount === game.plays.length) active.delete(game.schedule.gameId);
      }
      for (const [season, seasonType] of touched.values()) {
        await aggregates.write(executor, db, season, seasonType);
      }
      await writeDueStandings(executor);
      await saveCursor(executor, now);
    });
    return report;
  };

  /** Plays already written of games that are not final (only those can be partly written). */
  const readPartialGames = async (): Promise<Map<GameId, PartialGame>> => {
    const rows = await db
      .select({
        gameId: games.gameId,
        season: games.season,
        seasonType: games.seasonType,
        written: count(plays.playId),
      })
      .from(games)
      .leftJoin(plays, eq(plays.gameId, games.gameId))
      .where(notLike(games.phase, sql`${'%FINAL%'}`))
      .groupBy(games.gameId, games.season, games.seasonType);
    return new Map(
      rows.map((row) => [
        row.gameId,
        { written: Number(row.written), seasonKey: seasonTypeKey(row.season, row.seasonType) },
      ]),
    );
  };

  const sumReports = (a: FeedReport, b: FeedReport): FeedReport => ({
    weeksWritten: a.weeksWritten + b.weeksWritten,
    playsWritten: a.playsWritten + b.playsWritten,
    gamesUpdated: a.gamesUpdated + b.gamesUpdated,
  });

  const tick = async (): Promise<FeedReport> => {
    if (status.state === 'following' || !leadership.isHeld()) return catchUp();
    const now = clock.now();
    try {
      if (!timeline) throw new Error('The league feed ticked before catching up');
      const written = await writeUpdates(timeline, now, new Map());
      const report = sumReports(written, await revealActiveGames(now));
      Object.assign(status, { state: 'live', processedThrough: now, lastError: null });
      return report;
    } catch (error) {
      return fail(error);
    }
  };

  /** Regenerates the league, compares it with the database and writes what is missing. */
  const catchUp = async (): Promise<FeedReport> => {
    const idle: FeedReport = { weeksWritten: 0, playsWritten: 0, gamesUpdated: 0 };
    if (!(await leadership.acquire())) {
      status.state = 'following';
      return idle;
    }
    status.state = 'loading';
    const stored = await readFeedCursor(db);
    const firstSeason = options.firstSeason ?? stored?.firstSeason ?? FIRST_LEAGUE_SEASON;
    if (stored && (stored.seed !== seed || stored.firstSeason !== firstSeason)) {
      fail(
        new FeedMismatchError(
          `The database holds the league of seed "${stored.seed}" from ${stored.firstSeason}, not "${seed}" from ${firstSeason}. ` +
            'Regenerate it with "npm run league" (or point DATA_DIR at an empty folder).',
        ),
      );
    }
    // Start from what the database says: another process may have written since we last did.
    cursor = stored ?? { seed, firstSeason, weekWrittenThroughMs: 0, droppedIndexes: [] };
    timeline = createLeagueTimeline({ seed, firstSeason });
    active.clear();
    pendingStandings.length = 0;
    aggregates = createSeasonAggregates(positions);
    const now = clock.now();
    try {
      const partial = stored ? await readPartialGames() : new Map<GameId, PartialGame>();
      const report = await writeUpdates(timeline, now, partial);
      const total = sumReports(report, await revealActiveGames(now));
      Object.assign(status, { state: 'live', processedThrough: now, lastError: null });
      return total;
    } catch (error) {
      return fail(error);
    }
  };

  const serialise = <T>(work: () => Promise<T>): Promise<T> => {
    const result = running.then(work, work);
    running = result.catch(() => undefined);
    return result;
  };

  return {
    status: () => ({ ...status }),
    catchUp: () => serialise(catchUp),
    tick: () => serialise(tick),
    start(intervalMs) {
      const schedule = () => {
        if (isStopped) return;
        timer = setTimeout(() => {
          serialise(tick)
            .catch((error: unknown) => options.onError?.(error))
            .finally(schedule);
        }, intervalMs);
      };
      schedule();
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
      await leadership.release();
    },
  };
}
