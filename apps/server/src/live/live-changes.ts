/**
 * Change events of the live feed. The ingest announces each change with NOTIFY inside the
 * transaction that writes it, so every server process — the writer included — hears it through
 * LISTEN once it is committed, and passes it to its own subscribers (the push to browsers).
 */
import { listenToChannel, notifyChannel, type DatabaseHandle, type SqlExecutor } from '@all22/db';
import type { GameId, SeasonType, TeamId } from '@all22/domain';

export const LIVE_CHANNEL = 'all22_live';

/** A game's score or situation changed. */
export interface GameChange {
  type: 'game';
  gameId: GameId;
  season: number;
  seasonType: SeasonType;
  week: number;
  phase: string;
  quarter: number | null;
  clock: string | null;
  possessionTeamId: TeamId | null;
  down: number | null;
  distance: number | null;
  yardLine: string | null;
  isRedzone: boolean;
  homeScore: number;
  visitorScore: number;
}

/** A new league week began: its schedule, rosters and odds are written. */
export interface WeekChange {
  type: 'week';
  season: number;
  seasonType: SeasonType;
  week: number;
}

export type LiveChange = GameChange | WeekChange;

export interface LiveChanges {
  /** Calls `listener` for every committed change until the returned function is called. */
  subscribe(listener: (change: LiveChange) => void): () => void;
  /** Announces a change; it reaches subscribers when `executor`'s transaction commits. */
  publish(executor: SqlExecutor, change: LiveChange): Promise<void>;
  close(): Promise<void>;
}

export async function createLiveChanges(
  database: DatabaseHandle,
  onError: (error: Error) => void,
): Promise<LiveChanges> {
  const listeners = new Set<(change: LiveChange) => void>();
  const stop = await listenToChannel(
    database,
    LIVE_CHANNEL,
    (payload) => {
      let change: LiveChange;
      try {
        change = JSON.parse(payload) as LiveChange;
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      for (const listener of listeners) listener(change);
    },
    onError,
  );
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish: (executor, change) => notifyChannel(executor, LIVE_CHANNEL, JSON.stringify(change)),
    close: async () => {
      listeners.clear();
      await stop();
    },
  };
}
