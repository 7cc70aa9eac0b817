/**
 * The feed's writer: it holds the league timeline and what it has written, and turns each due
 * week and each tick's plays into transactions on a FeedStore — the database itself on the main
 * thread, or a recorder on a worker thread (feed-worker.ts) whose statements the main thread
 * executes. Everything here is computation plus writes; the reads it starts from come in.
 */
import { dropIndexes, restoreIndexes } from './bulk-load-mode.js';
import { standings, toStandingRow, upsertRows, type SqlExecutor } from '@all22/db';
import {
  formatDownAndDistance,
  getGameDisplayStatus,
  getYardsToGoal,
  isLive,
  type GameId,
  type NflId,
  type SeasonType,
} from '@all22/domain';
import {
  countLeagueWeeksStarting,
  createLeagueTimeline,
  deriveLiveGameState,
  isLastWeekOfSeasonType,
  LEAGUE_TEAMS,
  type LeagueGame,
  type LeagueTimeline,
  type LeagueWeekUpdate,
  type LiveGameState,
} from '@all22/league';
import { BULK_WEEK_THRESHOLD } from './bulk-load-mode.js';
import { writeFeedCursor, type FeedCursor } from './feed-cursor.js';
import { seasonTypeKey, type CatchUpStart, type FeedStore, type PartialGame } from './feed-store.js';
import type { GameChange, LiveChanges } from '../changes/live-changes.js';
import { createSeasonAggregates } from './season-aggregates.js';
import {
  computeGameStatLines,
  writeGameProgress,
  writeGameStates,
  type GameStateUpdate,
} from './write-game-progress.js';
import { writeWeekUpdate } from './write-week-update.js';

export interface FeedReport {
  weeksWritten: number;
  playsWritten: number;
  gamesUpdated: number;
}

export const NOTHING_WRITTEN: FeedReport = { weeksWritten: 0, playsWritten: 0, gamesUpdated: 0 };

export const sumReports = (a: FeedReport, b: FeedReport): FeedReport => ({
  weeksWritten: a.weeksWritten + b.weeksWritten,
  playsWritten: a.playsWritten + b.playsWritten,
  gamesUpdated: a.gamesUpdated + b.gamesUpdated,
});

export interface FeedWriterOptions {
  store: FeedStore;
  seed: string;
  firstSeason: number;
  changes: Pick<LiveChanges, 'publish'>;
  onProgress?: (message: string) => void;
  onWeekWritten?: (week: string) => void;
}

export interface FeedWriter {
  /** Starts over from what the database holds and writes everything due by `now`. */
  catchUp(start: CatchUpStart, now: number): Promise<FeedReport>;
  /** Writes what fell due since the last call. */
  tick(now: number): Promise<FeedReport>;
}

/** A game whose plays are not all written yet. */
interface ActiveGame {
  game: LeagueGame;
  written: number;
  phase: string;
}

/** A regular-season week whose standings wait for its last game to end. */
interface PendingStandings {
  update: LeagueWeekUpdate;
  gameIds: Set<GameId>;
}

/** Team abbreviations, for reading a yard line ("KC 35") from the side of the team with the ball. */
const TEAM_ABBRS = new Map<string, string>(LEAGUE_TEAMS.map((team) => [team.teamId, team.abbr]));

/** The announced change: the game's state under the Game entity's display rules (to-game-response.ts). */
const toGameChange = (game: LeagueGame, state: LiveGameState): GameChange => {
  const isUnderWay = isLive(state.phase);
  const possessionTeamId = isUnderWay ? state.possessionTeamId : null;
  const down = isUnderWay ? state.down : null;
  const distance = isUnderWay ? state.distance : null;
  const yardLine = isUnderWay ? state.yardLine : null;
  const possessionAbbr = possessionTeamId ? (TEAM_ABBRS.get(possessionTeamId) ?? null) : null;
  return {
    type: 'game',
    gameId: game.schedule.gameId,
    season: game.schedule.season,
    seasonType: game.schedule.seasonType,
    week: game.schedule.week,
    phase: state.phase,
    displayStatus: getGameDisplayStatus({
      phase: state.phase,
      quarter: state.quarter,
      clock: state.clock,
      gameTimeEastern: game.schedule.gameTimeEastern,
    }),
    quarter: state.quarter,
    clock: isUnderWay ? state.clock : null,
    possessionTeamId,
    down,
    distance,
    yardLine,
    downAndDist: formatDownAndDistance(down, distance, getYardsToGoal(yardLine, possessionAbbr)),
    isRedzone: isUnderWay && state.isRedzone,
    homeScore: state.homeScore,
    visitorScore: state.visitorScore,
  };
};

export function createFeedWriter(options: FeedWriterOptions): FeedWriter {
  const { store, seed, firstSeason, changes } = options;
  const { db } = store;
  let timeline: LeagueTimeline | null = null;
  const positions = new Map<NflId, string>();
  let aggregates = createSeasonAggregates(positions);
  const active = new Map<GameId, ActiveGame>();
  const pendingStandings: PendingStandings[] = [];
  let cursor: FeedCursor | null = null;

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
    secondaryIndexes: readonly string[],
  ): Promise<FeedReport> => {
    const report: FeedReport = { weeksWritten: 0, playsWritten: 0, gamesUpdated: 0 };
    const firstUnwritten = Math.max(source.nextWeekStart(), (cursor?.weekWrittenThroughMs ?? 0) + 1);
    const isBulk = countLeagueWeeksStarting(firstUnwritten, now) > BULK_WEEK_THRESHOLD;
    if (isBulk) {
      await store.transaction(
        async (executor) => {
          const toDrop = secondaryIndexes.filter(
            (definition) => !cursor?.droppedIndexes.includes(definition),
          );
          await dropIndexes(executor, toDrop);
          cursor = {
            ...(cursor as FeedCursor),
            droppedIndexes: [...(cursor as FeedCursor).droppedIndexes, ...toDrop],
          };
          await saveCursor(executor, now);
        },
        { bulk: false },
      );
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

      await store.transaction(
        async (executor) => {
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
          const gameStates: GameStateUpdate[] = [];
          for (const game of update.games) {
            const state = deriveLiveGameState(game, now);
            const isFinal = state.revealedCount === game.plays.length;
            const written = isWritten ? (partial.get(game.schedule.gameId)?.written ?? game.plays.length) : 0;
            const lines = computeGameStatLines(game, state);
            // A game that has not kicked off has no lines yet: it must not count as a game
            // played (team rows) or missed (players' games not played).
            if (state.revealedCount > 0) aggregates.recordGame(game, lines);
            if (state.revealedCount > written) {
              await writeGameProgress(executor, db, game, written, state, lines, positions);
              gameStates.push({ gameId: game.schedule.gameId, state });
              // A bulk catch-up announces weeks only: its games were never shown before.
              if (!isBulk) await changes.publish(executor, toGameChange(game, state));
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
          await writeGameStates(executor, gameStates);
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
        },
        { bulk: isBulk },
      );
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
    await store.transaction(
      async (executor) => {
        await restoreIndexes(executor, definitions);
        cursor = { ...(cursor as FeedCursor), droppedIndexes: [] };
        await saveCursor(executor, now);
      },
      { bulk: false },
    );
    options.onProgress?.(`${definitions.length} indexes rebuilt`);
  };

  /** Writes the plays that fell due in games under way, in one transaction. */
  const revealActiveGames = async (now: number): Promise<FeedReport> => {
    const report: FeedReport = { weeksWritten: 0, playsWritten: 0, gamesUpdated: 0 };
    const due = [...active.values()].filter(
      (entry) => deriveLiveGameState(entry.game, now).revealedCount > entry.written,
    );
    if (due.length === 0) return report;
    await store.transaction(
      async (executor) => {
        const touched = new Map<string, [number, SeasonType]>();
        const gameStates: GameStateUpdate[] = [];
        for (const entry of due) {
          const { game } = entry;
          const state = deriveLiveGameState(game, now);
          const lines = computeGameStatLines(game, state);
          aggregates.recordGame(game, lines);
          await writeGameProgress(executor, db, game, entry.written, state, lines, positions);
          gameStates.push({ gameId: game.schedule.gameId, state });
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
        await writeGameStates(executor, gameStates);
        for (const [season, seasonType] of touched.values()) {
          await aggregates.write(executor, db, season, seasonType);
        }
        await writeDueStandings(executor);
        await saveCursor(executor, now);
      },
      { bulk: false },
    );
    return report;
  };

  return {
    async catchUp(start, now) {
      // Start from what the database says: another process may have written since.
      cursor = start.stored ?? { seed, firstSeason, weekWrittenThroughMs: 0, droppedIndexes: [] };
      timeline = createLeagueTimeline({ seed, firstSeason });
      active.clear();
      pendingStandings.length = 0;
      aggregates = createSeasonAggregates(positions);
      const report = await writeUpdates(timeline, now, start.partial, start.secondaryIndexes);
      return sumReports(report, await revealActiveGames(now));
    },
    async tick(now) {
      if (!timeline) throw new Error('The league feed ticked before catching up');
      const written = await writeUpdates(timeline, now, new Map(), []);
      return sumReports(written, await revealActiveGames(now));
    },
  };
}
