/**
 * Change events of the live feed. The ingest announces each change inside the transaction that
 * writes it, with one statement that stores it in live_events (which numbers it) and NOTIFYs the
 * numbered event; so every server process — the writer included — hears it through LISTEN once it
 * is committed and passes it to its own subscribers (the push to browsers), and a browser that
 * reconnects can read what it missed from live_events by id.
 */
import {
  listenToChannel,
  liveEvents,
  MAX_NOTIFY_PAYLOAD_BYTES,
  type DatabaseHandle,
  type SqlExecutor,
} from '@all22/db';
import type { GameId, SeasonType, TeamId } from '@all22/domain';
import { asc, gt, max } from 'drizzle-orm';

export const LIVE_CHANNEL = 'all22_live';

/** A game's score or situation changed. Live fields are null unless the game is under way. */
export interface GameChange {
  type: 'game';
  gameId: GameId;
  season: number;
  seasonType: SeasonType;
  week: number;
  phase: string;
  /** The Game entity's status line ("Q3 05:12", "FINAL"…), the same in every process. */
  displayStatus: string;
  quarter: number | null;
  clock: string | null;
  possessionTeamId: TeamId | null;
  down: number | null;
  distance: number | null;
  yardLine: string | null;
  /** "3rd & 7", "1st & Goal". */
  downAndDist: string | null;
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

/** A committed change and its live_events id (increasing in commit order: one writer at a time). */
export interface LiveChangeEvent {
  id: number;
  change: LiveChange;
}

export interface LiveChanges {
  /** Calls `listener` for every committed change until the returned function is called. */
  subscribe(listener: (event: LiveChangeEvent) => void): () => void;
  /**
   * Calls `listener` when this process listens again after its LISTEN connection dropped: changes
   * committed meanwhile were not heard (they are in live_events), so whatever was derived from
   * them (cached answers, open streams) must catch up.
   */
  onResync(listener: () => void): () => void;
  /** Announces a change; it reaches subscribers when `executor`'s transaction commits. */
  publish(executor: SqlExecutor, change: LiveChange): Promise<void>;
  /** Stored events with an id above `afterId`, oldest first, at most `limit` of them. */
  readAfter(afterId: number, limit: number): Promise<LiveChangeEvent[]>;
  /** The id of the latest stored event (0 when there is none). */
  readLatestId(): Promise<number>;
  close(): Promise<void>;
}

/** How long announced events stay in live_events for reconnecting clients. */
export const LIVE_EVENT_RETENTION = '1 day';

/** What `{"id":…,"change":…}` adds to the change's own JSON in the notification, at most. */
const NOTIFY_ENVELOPE_BYTES = 64;

const PUBLISH_SQL = `with event as (insert into live_events (payload) values ($1::json) returning event_id)
select pg_notify('${LIVE_CHANNEL}', json_build_object('id', event.event_id, 'change', $1::json)::text) from event`;

/** The same, and old events pruned: a week change comes often enough for that, and rarely. */
const PUBLISH_AND_PRUNE_SQL = `with pruned as (delete from live_events where created_at < now() - interval '${LIVE_EVENT_RETENTION}'),
event as (insert into live_events (payload) values ($1::json) returning event_id)
select pg_notify('${LIVE_CHANNEL}', json_build_object('id', event.event_id, 'change', $1::json)::text) from event`;

/**
 * Stores and announces a change in ONE statement whose result nobody reads, so it works through
 * the feed worker's recording executor too (statements replayed on the main thread).
 */
export async function publishLiveChange(executor: SqlExecutor, change: LiveChange): Promise<void> {
  const payload = JSON.stringify(change);
  if (Buffer.byteLength(payload) + NOTIFY_ENVELOPE_BYTES > MAX_NOTIFY_PAYLOAD_BYTES) {
    throw new Error(`A live change of ${Buffer.byteLength(payload)} bytes is too big to announce`);
  }
  await executor.query(change.type === 'week' ? PUBLISH_AND_PRUNE_SQL : PUBLISH_SQL, [payload]);
}

const isLiveChangeEvent = (value: unknown): value is LiveChangeEvent => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, change } = value as Partial<LiveChangeEvent>;
  return typeof id === 'number' && typeof change === 'object' && change !== null;
};

export async function createLiveChanges(
  database: DatabaseHandle,
  onError: (error: Error) => void,
): Promise<LiveChanges> {
  const listeners = new Set<(event: LiveChangeEvent) => void>();
  const resyncListeners = new Set<() => void>();
  const resync = () => {
    for (const listener of [...resyncListeners]) {
      try {
        listener();
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
      }
    }
  };
  const stop = await listenToChannel(
    database,
    LIVE_CHANNEL,
    (payload) => {
      let event: unknown;
      try {
        event = JSON.parse(payload);
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (!isLiveChangeEvent(event)) {
        onError(new Error(`Unexpected notification on ${LIVE_CHANNEL}: ${payload.slice(0, 200)}`));
        return;
      }
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          // One failing subscriber (a broken socket) must not starve the others.
          onError(error instanceof Error ? error : new Error(String(error)));
        }
      }
    },
    onError,
    resync,
  );
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    publish: publishLiveChange,
    async readAfter(afterId, limit) {
      const rows = await database.db
        .select({ id: liveEvents.eventId, payload: liveEvents.payload })
        .from(liveEvents)
        .where(gt(liveEvents.eventId, afterId))
        .orderBy(asc(liveEvents.eventId))
        .limit(limit);
      return rows.map((row) => ({ id: Number(row.id), change: row.payload as LiveChange }));
    },
    async readLatestId() {
      const [row] = await database.db.select({ id: max(liveEvents.eventId) }).from(liveEvents);
      return Number(row?.id ?? 0);
    },
    close: async () => {
      listeners.clear();
      resyncListeners.clear();
      await stop();
    },
  };
}
