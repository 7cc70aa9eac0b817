/**
 * Writes the league weeks that began by `now`, one transaction a week with the cursor: a new
 * week's schedule, rosters and odds, the plays already played of its games, their stat lines,
 * the standings that are due and the season rows of a season type that ends.
 */
import type { SqlExecutor } from '@all22/db';
import type { GameId, SeasonType } from '@all22/domain';
import {
  countLeagueWeeksStarting,
  deriveLiveGameState,
  isLastWeekOfSeasonType,
  type LeagueGame,
  type LeagueWeekUpdate,
} from '@all22/league';
import { BULK_WEEK_THRESHOLD } from './bulk-load-mode.js';
import { beginBulkLoad, rebuildDroppedIndexes } from './feed-bulk-load.js';
import { nameLeagueWeek } from './feed-load-progress.js';
import { NOTHING_WRITTEN, type FeedReport } from './feed-report.js';
import { saveFeedCursor, type FeedSession } from './feed-session.js';
import { queueStandings, writeDueStandings } from './feed-standings.js';
import { requestStandingsSoFar } from './standings-so-far.js';
import { seasonTypeKey, type PartialGame } from './feed-store.js';
import { computeGameStatLines, writeGameStates, type GameStateUpdate } from './write-game-progress.js';
import { writeRevealedPlays } from './write-revealed-plays.js';
import { writeWeekUpdate } from './write-week-update.js';

/** What one call remembers from week to week. */
interface WeekBatch {
  /** A long catch-up: indexes dropped, foreign keys unchecked, games not announced. */
  readonly isBulk: boolean;
  /** The plays already written of unfinished games (only weeks written before can have any). */
  readonly partial: ReadonlyMap<GameId, PartialGame>;
  /** Season types whose season rows may still change in this call. */
  readonly openKeys: Set<string>;
  /** Season types with game lines written since their season rows were. */
  readonly dirty: Map<string, [number, SeasonType]>;
  /** Transactions since the last "season written" line. */
  seasonWrites: number;
  readonly report: FeedReport;
}

/** One week of the batch and where it stands. */
interface DueWeek {
  update: LeagueWeekUpdate;
  key: string;
  /** Its schedule, rosters and odds are in the database already. */
  isWritten: boolean;
  isLastOfBatch: boolean;
  endsSeasonType: boolean;
}

export async function writeDueWeeks(
  session: FeedSession,
  now: number,
  partial: ReadonlyMap<GameId, PartialGame>,
  secondaryIndexes: readonly string[],
): Promise<FeedReport> {
  const firstUnwritten = Math.max(session.timeline.nextWeekStart(), session.cursor.weekWrittenThroughMs + 1);
  const isBulk = countLeagueWeeksStarting(firstUnwritten, now) > BULK_WEEK_THRESHOLD;
  if (isBulk) await beginBulkLoad(session, now, secondaryIndexes);
  const batch: WeekBatch = {
    isBulk,
    partial,
    // Those with unfinished games in the database, and (below) the one of the last week written,
    // which later weeks may join.
    openKeys: new Set([...partial.values()].map((game) => game.seasonKey)),
    dirty: new Map(),
    seasonWrites: 0,
    report: { ...NOTHING_WRITTEN },
  };
  // One week at a time: a catch-up over many seasons never holds more than a week's plays.
  for (let update = session.timeline.nextWeek(now); update; update = session.timeline.nextWeek(now)) {
    await writeDueWeek(session, batch, update, now);
  }
  await rebuildDroppedIndexes(session, now);
  return batch.report;
}

async function writeDueWeek(
  session: FeedSession,
  batch: WeekBatch,
  update: LeagueWeekUpdate,
  now: number,
): Promise<void> {
  for (const player of update.players) session.positions.set(player.nflId, player.position);
  session.aggregates.recordRosters(update);
  const { season, seasonType } = update.calendarWeek;
  const { weekWrittenThroughMs } = session.cursor;
  const isLastOfBatch = session.timeline.nextWeekStart() > now;
  const week: DueWeek = {
    update,
    key: seasonTypeKey(season, seasonType),
    isWritten: update.startsAt <= weekWrittenThroughMs,
    isLastOfBatch,
    endsSeasonType: isLastOfBatch || isLastWeekOfSeasonType(update.calendarWeek),
  };
  if (update.startsAt === weekWrittenThroughMs) batch.openKeys.add(week.key);
  if (week.isWritten && update.games.every((game) => !batch.partial.has(game.schedule.gameId))) {
    settleWrittenWeek(session, batch, week, now);
    session.listeners.onWeekDone?.(nameLeagueWeek(update.calendarWeek));
    return;
  }
  await session.store.transaction((executor) => writeWeek(session, batch, week, executor, now), {
    bulk: batch.isBulk,
  });
  reportWeekWritten(session, batch, update);
  session.listeners.onWeekDone?.(nameLeagueWeek(update.calendarWeek));
}

/**
 * A week written before whose games are all final needs no transaction; its lines are kept only
 * while its season type's rows may still be rewritten.
 */
function settleWrittenWeek(session: FeedSession, batch: WeekBatch, week: DueWeek, now: number): void {
  const isOpen = batch.openKeys.has(week.key);
  for (const game of week.update.games) {
    if (isOpen) {
      const state = deriveLiveGameState(game, now);
      session.aggregates.recordGame(
        game,
        computeGameStatLines(game, state),
        state.revealedCount === game.plays.length,
      );
    }
    game.plays = [];
  }
  const { season, seasonType } = week.update.calendarWeek;
  if (week.endsSeasonType && !week.isLastOfBatch && !isOpen) session.aggregates.forget(season, seasonType);
}

/** The week's transaction. */
async function writeWeek(
  session: FeedSession,
  batch: WeekBatch,
  week: DueWeek,
  executor: SqlExecutor,
  now: number,
): Promise<void> {
  if (!week.isWritten) await writeNewWeek(session, batch, week.update, executor);
  const gameStates: GameStateUpdate[] = [];
  for (const game of week.update.games) {
    const gameState = await writeWeekGame(session, batch, week, game, executor, now);
    if (gameState) gameStates.push(gameState);
  }
  await writeGameStates(executor, gameStates);
  if (week.update.standings) queueStandings(session, week.update);
  // A regular-season week left under way with games over: its standings so far (then the
  // league's own, once its last game has ended).
  const { season, seasonType, week: weekNumber } = week.update.calendarWeek;
  const ended = week.update.games.filter((game) => !session.active.has(game.schedule.gameId)).length;
  if (seasonType === 'REG' && ended > 0 && ended < week.update.games.length) {
    await requestStandingsSoFar(executor, season, weekNumber);
  }
  await writeDueStandings(session, executor);
  // A season type's rows are written with its last week, or at the end of the batch.
  if (week.endsSeasonType) await writeSeasonRows(session, batch, week, executor);
  await saveFeedCursor(session, executor, now);
}

/** A week's schedule, rosters and odds, announced, and the cursor moved past it. */
async function writeNewWeek(
  session: FeedSession,
  batch: WeekBatch,
  update: LeagueWeekUpdate,
  executor: SqlExecutor,
): Promise<void> {
  const { season, seasonType, week } = update.calendarWeek;
  await writeWeekUpdate(executor, update);
  session.cursor = { ...session.cursor, weekWrittenThroughMs: update.startsAt };
  await session.changes.publish(executor, { type: 'week', season, seasonType, week });
  batch.report.weeksWritten += 1;
  batch.seasonWrites += 1;
}

/**
 * Writes a game's plays that are due and not written yet; a game left unfinished stays active
 * for the ticks, a finished one lets its plays go. Returns its live state when it wrote any.
 */
async function writeWeekGame(
  session: FeedSession,
  batch: WeekBatch,
  week: DueWeek,
  game: LeagueGame,
  executor: SqlExecutor,
  now: number,
): Promise<GameStateUpdate | null> {
  const { gameId } = game.schedule;
  const state = deriveLiveGameState(game, now);
  const isFinal = state.revealedCount === game.plays.length;
  const written = week.isWritten ? (batch.partial.get(gameId)?.written ?? game.plays.length) : 0;
  const lines = computeGameStatLines(game, state);
  // A game that has not kicked off has no lines yet: it must not count as a game played (team
  // rows) or missed (players' games not played).
  if (state.revealedCount > 0) session.aggregates.recordGame(game, lines, isFinal);
  let gameState: GameStateUpdate | null = null;
  if (state.revealedCount > written) {
    // A bulk catch-up announces weeks only: its games were never shown before.
    gameState = await writeRevealedPlays(
      session,
      executor,
      { game, written, state, lines },
      !batch.isBulk,
      batch.report,
    );
    batch.seasonWrites += 1;
    batch.dirty.set(week.key, [week.update.calendarWeek.season, week.update.calendarWeek.seasonType]);
  }
  if (isFinal) game.plays = [];
  else
    session.active.set(gameId, { game, written: Math.max(written, state.revealedCount), phase: state.phase });
  return gameState;
}

/** Rewrites the season rows of the season types written to; forgets a finished season type. */
async function writeSeasonRows(
  session: FeedSession,
  batch: WeekBatch,
  week: DueWeek,
  executor: SqlExecutor,
): Promise<void> {
  for (const [key, [season, seasonType]] of batch.dirty) {
    await session.aggregates.write(executor, session.store.db, season, seasonType);
    batch.dirty.delete(key);
  }
  const isFinished = week.update.games.every((game) => !session.active.has(game.schedule.gameId));
  const { season, seasonType } = week.update.calendarWeek;
  if (isFinished && !week.isLastOfBatch) session.aggregates.forget(season, seasonType);
}

function reportWeekWritten(session: FeedSession, batch: WeekBatch, update: LeagueWeekUpdate): void {
  const { season, weekSlug } = update.calendarWeek;
  session.listeners.onWeekWritten?.(`${season} ${weekSlug}`);
  if (weekSlug === 'SB' && batch.seasonWrites > 0) {
    session.listeners.onProgress?.(`${season} season written`);
    batch.seasonWrites = 0;
  }
}
