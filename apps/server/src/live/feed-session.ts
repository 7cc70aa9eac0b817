/**
 * What the feed's writer holds between its calls, made afresh by each catch-up: the regenerated
 * timeline, the cursor as last written, the games under way and the standings that wait for
 * them. The writing steps take it as an argument; nothing else is remembered.
 */
import type { SqlExecutor } from '@all22/db';
import type { GameId, NflId } from '@all22/domain';
import {
  createLeagueTimeline,
  type LeagueGame,
  type LeagueTimeline,
  type LeagueWeekUpdate,
} from '@all22/league';
import type { LiveChanges } from '../changes/live-changes.js';
import { LEAGUE_FIGURES_VERSION, writeFeedCursor, type FeedCursor } from './feed-cursor.js';
import type { FeedStore } from './feed-store.js';
import { createSeasonAggregates, type SeasonAggregates } from './season-aggregates.js';

/** Progress the writer reports as it goes. */
export interface FeedProgressListeners {
  onProgress?: (message: string) => void;
  onWeekWritten?: (week: string) => void;
  /**
   * Called for every due week a catch-up goes through, in calendar order, once it is done: written
   * and committed, or found written before. Its name is the progress's ("2024 REG week 3").
   */
  onWeekDone?: (week: string) => void;
}

/** A game whose plays are not all written yet. */
export interface ActiveGame {
  game: LeagueGame;
  written: number;
  phase: string;
}

/** A regular-season week whose standings wait for its last game to end. */
export interface PendingStandings {
  update: LeagueWeekUpdate;
  gameIds: Set<GameId>;
}

export interface FeedSession {
  readonly store: FeedStore;
  readonly changes: Pick<LiveChanges, 'publish'>;
  readonly listeners: FeedProgressListeners;
  readonly timeline: LeagueTimeline;
  /** How far the database is written: replaced by each step that writes it, in its transaction. */
  cursor: FeedCursor;
  /** Each player's latest position, for the stat rows. */
  readonly positions: Map<NflId, string>;
  readonly aggregates: SeasonAggregates;
  readonly active: Map<GameId, ActiveGame>;
  /** In the order the weeks were written. */
  readonly pendingStandings: Set<PendingStandings>;
}

export interface FeedSessionOptions {
  store: FeedStore;
  changes: Pick<LiveChanges, 'publish'>;
  listeners: FeedProgressListeners;
  seed: string;
  firstSeason: number;
  /** The database's cursor; null when nothing is written yet. */
  stored: FeedCursor | null;
  /** Kept by the writer across catch-ups: the same league gives its players the same positions. */
  positions: Map<NflId, string>;
}

/** A session that starts from what the database says: another process may have written since. */
export function startFeedSession(options: FeedSessionOptions): FeedSession {
  const { seed, firstSeason, positions } = options;
  return {
    store: options.store,
    changes: options.changes,
    listeners: options.listeners,
    cursor: options.stored ?? {
      seed,
      firstSeason,
      figuresVersion: LEAGUE_FIGURES_VERSION,
      weekWrittenThroughMs: 0,
      droppedIndexes: [],
    },
    timeline: createLeagueTimeline({ seed, firstSeason }),
    positions,
    aggregates: createSeasonAggregates(positions),
    active: new Map(),
    pendingStandings: new Set(),
  };
}

/** Writes the session's cursor in the transaction of `executor`. */
export function saveFeedCursor(session: FeedSession, executor: SqlExecutor, now: number): Promise<void> {
  return writeFeedCursor(executor, session.store.db, session.cursor, new Date(now));
}
