/**
 * A PlayFinder over the in-memory film index, kept current with the database, with a fallback
 * finder (SQL) for whenever the index cannot answer: while it loads at startup, while it catches
 * up with many changed games, or if it failed.
 *
 * Keeping current: a search first asks the database which games changed since the index's
 * marker (load-film-index-changes.ts; one small query on the games table, shared by the searches
 * that arrive while it runs) — when the change watch says so: after the league announced a
 * change, else once a minute (every search, without live changes). A few changed games (a live Sunday) have their new plays added
 * before the search answers; many (a catch-up of whole weeks) are loaded in the background, in
 * batches, while the fallback answers.
 */
import type { Database } from '@all22/db';
import type { GameId } from '@all22/domain';
import { type ChangeWatch, createChangeWatch } from '../../changes/change-watch.js';
import type { PlayFinder, PlaySearch, PlaySearchResult } from '../play-finder.js';
import { FilmIndex } from './film-index.js';
import { FilmIndexUnsupportedError } from './film-index-columns.js';
import { INITIAL_CHANGE_MARKER, loadChangedGames, loadNewPlays } from './load-film-index-changes.js';

export type FilmIndexState = 'loading' | 'ready' | 'catching-up' | 'failed' | 'closed';

export interface FilmIndexStatus {
  readonly state: FilmIndexState;
  readonly plays: number;
  readonly games: number;
  /** Memory the index holds, roughly. */
  readonly bytes: number;
  /** How long the first load took, once done. */
  readonly loadMs: number | null;
}

export interface IndexedPlayFinder extends PlayFinder {
  /** Starts loading the index; the fallback answers until it is ready. */
  start(): void;
  /** Resolves once the index first answers; rejects if it cannot be built. */
  whenReady(): Promise<void>;
  status(): FilmIndexStatus;
  /** Stops loading (no query runs after this resolves); the fallback answers from then on. */
  close(): Promise<void>;
}

export interface IndexedPlayFinderOptions {
  db: Database;
  fallback: PlayFinder;
  /** Told about a failed load or catch-up (the fallback answers meanwhile). */
  onError?: (error: unknown) => void;
  onReady?: (status: FilmIndexStatus) => void;
  /** Up to this many changed games are added before a search answers; more, in the background. */
  inlineGames?: number;
  /** Games per query while loading. */
  batchGames?: number;
  /** When to look for changed games (by default, before every search). */
  watch?: ChangeWatch;
}

export function createIndexedPlayFinder(options: IndexedPlayFinderOptions): IndexedPlayFinder {
  const { db, fallback, onError = () => undefined, inlineGames = 32, batchGames = 32 } = options;
  const watch = options.watch ?? createChangeWatch(null, { maxQuietMs: 0 });
  const index = new FilmIndex();
  let marker = INITIAL_CHANGE_MARKER;
  let state: FilmIndexState = 'loading';
  let loadMs: number | null = null;
  let catchingUp: Promise<void> | null = null;
  let startedAt = 0;

  let resolveReady: () => void = () => undefined;
  let rejectReady: (error: unknown) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // Nobody may wait for it; a failure is reported through onError.
  ready.catch(() => undefined);

  const isClosed = () => state === 'closed';

  const fail = (error: unknown) => {
    if (isClosed()) return;
    state = 'failed';
    rejectReady(error);
    onError(error);
  };

  /** Adds the new plays of these games, a batch at a time. */
  const addChangedGames = async (gameIds: readonly GameId[]) => {
    for (let start = 0; start < gameIds.length && !isClosed(); start += batchGames) {
      const rows = await loadNewPlays(db, index, gameIds.slice(start, start + batchGames));
      if (isClosed()) return;
      index.addPlays(rows);
    }
  };

  /** Loads changed games in the background until few are left, then answers again. */
  const catchUp = () => {
    if (catchingUp !== null || state === 'failed' || isClosed()) return;
    if (state === 'ready') state = 'catching-up';
    if (startedAt === 0) startedAt = performance.now();
    catchingUp = (async () => {
      for (;;) {
        const changes = await loadChangedGames(db, marker);
        await addChangedGames(changes.gameIds);
        if (isClosed()) return;
        marker = changes.marker;
        if (changes.gameIds.length <= inlineGames) break;
      }
      index.trim();
      if (loadMs === null) loadMs = performance.now() - startedAt;
      state = 'ready';
      resolveReady();
      options.onReady?.(status());
    })()
      .catch((error: unknown) => {
        if (error instanceof FilmIndexUnsupportedError) fail(error);
        else if (!isClosed()) onError(error);
        // Otherwise (the database failed) the next search tries again.
      })
      .finally(() => {
        catchingUp = null;
      });
  };

  /** Adds what changed since the marker; false when the index cannot answer now. */
  const refresh = async (): Promise<boolean> => {
    if (state !== 'ready') return false;
    const changes = await loadChangedGames(db, marker);
    if (state !== 'ready') return false;
    if (changes.gameIds.length > inlineGames) {
      catchUp();
      return false;
    }
    try {
      await addChangedGames(changes.gameIds);
    } catch (error) {
      if (error instanceof FilmIndexUnsupportedError) fail(error);
      throw error;
    }
    marker = changes.marker;
    return state === 'ready';
  };

  // One refresh at a time. A search for which one is due, arriving while one runs, waits for the
  // next, which starts after it (so it sees every play committed before the search arrived);
  // those arriving meanwhile share that next one. A search for which none is due still waits for
  // one under way.
  let running: Promise<boolean> | null = null;
  let queued: Promise<boolean> | null = null;
  const run = (): Promise<boolean> => {
    queued = null;
    const current = refresh()
      .catch((error: unknown) => {
        watch.markDue();
        throw error;
      })
      .finally(() => {
        if (running === current) running = null;
      });
    running = current;
    return current;
  };
  const sync = (): Promise<boolean> => {
    if (!watch.takeIsDue()) return queued ?? running ?? Promise.resolve(true);
    if (queued !== null) return queued;
    if (running === null) return run();
    queued = running.then(run, run);
    return queued;
  };

  const status = (): FilmIndexStatus => ({
    state,
    plays: index.playCount,
    games: index.games.length,
    bytes: index.byteSize(),
    loadMs,
  });

  return {
    async findPlays(search: PlaySearch): Promise<PlaySearchResult> {
      if (state === 'ready' && (await sync()) && state === 'ready') return index.search(search);
      if (state === 'catching-up' || state === 'loading') catchUp();
      return fallback.findPlays(search);
    },
    start() {
      if (state === 'loading') catchUp();
    },
    whenReady: () => ready,
    status,
    async close() {
      state = 'closed';
      watch.close();
      rejectReady(new Error('the film index was closed'));
      await catchingUp;
      await running?.catch(() => undefined);
    },
  };
}
