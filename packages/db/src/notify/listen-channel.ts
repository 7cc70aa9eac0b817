/**
 * PostgreSQL LISTEN/NOTIFY for both drivers. A notification sent inside a transaction is
 * delivered only when it commits, so listeners never hear of data they cannot read yet; on a
 * PostgreSQL server every process listening on the channel hears it, which keeps several server
 * processes in step. PGlite implements the same commands within its one process.
 */
import type { DatabaseHandle } from '../database.js';
import type { SqlExecutor } from '../bulk/sql-executor.js';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7_999;

/** Channel names are identifiers; ours are fixed lower-case words. */
const CHANNEL_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

const assertChannel = (channel: string): void => {
  if (!CHANNEL_PATTERN.test(channel)) throw new Error(`Invalid channel name "${channel}"`);
};

/** Sends `payload` on `channel`, inside the executor's transaction when it has one. */
export async function notifyChannel(executor: SqlExecutor, channel: string, payload: string): Promise<void> {
  assertChannel(channel);
  if (Buffer.byteLength(payload) > MAX_NOTIFY_PAYLOAD_BYTES) {
    throw new Error(`Notification payload on "${channel}" is over ${MAX_NOTIFY_PAYLOAD_BYTES} bytes`);
  }
  await executor.query('select pg_notify($1, $2)', [channel, payload]);
}

/** How long to wait before listening again after the listening connection failed. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * Calls `onPayload` for every notification on `channel` until the returned stop function is
 * called. On PostgreSQL one pooled connection is held for listening and re-opened after a
 * failure; notifications sent while it was down are lost, as with any LISTEN, so `onReconnect`
 * is called once it listens again, for the caller to catch up on what it may have missed.
 */
export async function listenToChannel(
  handle: DatabaseHandle,
  channel: string,
  onPayload: (payload: string) => void,
  onError: (error: Error) => void = () => undefined,
  onReconnect: () => void = () => undefined,
): Promise<() => Promise<void>> {
  assertChannel(channel);
  if (handle.kind === 'pglite') {
    const unlisten = await handle.client.listen(channel, onPayload);
    return () => unlisten();
  }

  let isStopped = false;
  let release: (() => void) | undefined;
  let retry: NodeJS.Timeout | undefined;

  let hasListened = false;
  const connect = async (): Promise<void> => {
    const connection = await handle.client.connect();
    const onNotification = (message: { channel: string; payload?: string }) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    };
    const onConnectionError = (error: Error) => {
      onError(error);
      connection.off('notification', onNotification);
      connection.release(error);
      release = undefined;
      if (!isStopped) retry = setTimeout(() => void connect().catch(scheduleRetry), RECONNECT_DELAY_MS);
    };
    connection.on('notification', onNotification);
    connection.on('error', onConnectionError);
    release = () => {
      connection.off('notification', onNotification);
      connection.off('error', onConnectionError);
      // Back in the pool the connection would go on listening: destroy it instead.
      connection.release(true);
    };
    await connection.query(`listen ${channel}`);
    if (hasListened) onReconnect();
    hasListened = true;
  };
  const scheduleRetry = (error: unknown) => {
    onError(error instanceof Error ? error : new Error(String(error)));
    if (!isStopped) retry = setTimeout(() => void connect().catch(scheduleRetry), RECONNECT_DELAY_MS);
  };

  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    const current = release;
    release = undefined;
    if (current) current();
  };
}
