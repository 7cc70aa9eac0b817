import { isFinal } from '@all22/domain';
import { createLruCache } from '../../cache/lru-cache.js';
import type { AnalystTool } from './analyst-tool.js';

/** Room for a few thousand typical results (a few KB of JSON each). */
const DEFAULT_MAX_BYTES = 16 * 1024 ** 2;
/** The cost of a result still being computed: the size of a typical one. */
const PENDING_COST = 4 * 1024;

/** What the cache reads of a committed change (changes/live-changes.ts's LiveChange): its kind, a game's phase. */
export type LeagueChange = { readonly type: 'week' } | { readonly type: 'game'; readonly phase: string };

/** What tells the cache the league moved: the process's live changes (changes/live-changes.ts). */
export interface LeagueChangeSignals {
  subscribe(listener: (event: { readonly change: LeagueChange }) => void): () => void;
  onResync(listener: () => void): () => void;
}

/**
 * Whether a change can move a tool's figures. Every tool counts finished games only (as every
 * season figure does: docs/decisions/domain-rules.md, "Season figures during a week"), and
 * rosters, injuries, schedules and odds are written with a new week; so a game's score or clock
 * moving changes no result, and only a game becoming final or a new week does. During a Sunday's
 * games the results are then kept between finals, not thrown away every few seconds.
 */
export function movesToolFigures(change: LeagueChange): boolean {
  return change.type === 'week' || isFinal(change.phase);
}

export interface CachedTools {
  readonly tools: readonly AnalystTool[];
  /** Stops listening for changes. */
  close(): void;
}

/**
 * The tools' results, kept in memory until the league changes (a committed change that moves
 * their figures, `movesToolFigures`, or a resync after this process missed some), while many
 * users ask about the same stars at once. Equal calls — same tool, arguments and scoring — share
 * one result, also while it is being computed, so a burst of equal questions costs one query.
 * The parts tools share through `context.remember` (the season, a player's comparison line) are
 * kept the same way, so a burst of different comparisons of the same players reads each player once.
 * A failed call is not kept. Results are JSON the engines only read, so sharing them is safe.
 */
export function cacheToolResults(
  tools: readonly AnalystTool[],
  changes: LeagueChangeSignals,
  maxBytes = DEFAULT_MAX_BYTES,
): CachedTools {
  const cache = createLruCache<Promise<unknown>>(maxBytes);
  const stopChanges = changes.subscribe((event) => {
    if (movesToolFigures(event.change)) cache.clear();
  });
  const stopResync = changes.onResync(() => cache.clear());

  function remember<Value>(key: string, compute: () => Promise<Value>): Promise<Value> {
    const held = cache.get(key);
    if (held) return held as Promise<Value>;
    const result = compute();
    cache.set(key, result, PENDING_COST);
    result.then(
      (value) => {
        // Still the same entry (no change cleared it meanwhile): record its real size.
        if (cache.get(key) === result) cache.set(key, result, JSON.stringify(value)?.length ?? 0);
      },
      () => {
        if (cache.get(key) === result) cache.delete(key);
      },
    );
    return result;
  }

  const cached = tools.map((tool): AnalystTool => ({
    ...tool,
    run(args, context) {
      const scoring = context.pointsPerReception;
      // The tool's own parts are kept beside whole results, under keys of their own.
      const withMemory = {
        ...context,
        remember: <Value>(key: string, compute: () => Promise<Value>) =>
          remember(JSON.stringify(['part', key, scoring]), compute),
      };
      return remember(JSON.stringify([tool.name, args, scoring]), () => tool.run(args, withMemory));
    },
  }));
  return {
    tools: cached,
    close() {
      stopChanges();
      stopResync();
    },
  };
}
