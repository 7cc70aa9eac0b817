import { CHAT_INACTIVITY_TIMEOUT_MESSAGE } from './chat-error-messages.js';
import { CHAT_SOCKET_LIMITS } from './chat-socket-limits.js';

/**
 * Delay before reconnect attempt `attempt` (1 = the first attempt after a close), in milliseconds:
 * 1000 × 2^(attempt − 1), capped at 30000 (1 s, 2 s, 4 s, 8 s, 16 s, then 30 s).
 * @throws RangeError when `attempt` is not an integer ≥ 1 — a caller bug, not a network state.
 */
export function getReconnectDelayMs(attempt: number): number {
  if (!Number.isInteger(attempt) || attempt < 1) {
    throw new RangeError(`Reconnect attempt must be an integer of at least 1, got ${attempt}`);
  }
  const { reconnectBaseDelayMs, reconnectMaxDelayMs } = CHAT_SOCKET_LIMITS;
  // Past ~15 doublings the product exceeds the cap anyway; stop before it can overflow.
  if (attempt > 16) return reconnectMaxDelayMs;
  return Math.min(reconnectBaseDelayMs * 2 ** (attempt - 1), reconnectMaxDelayMs);
}

interface ReconnectInput {
  /** Reconnect attempts already made since the last successful connection. */
  readonly attemptsMade: number;
  /** The last error text the server sent, if any. */
  readonly lastServerError?: string | null | undefined;
}

/**
 * True when another reconnect attempt should be made after a close: fewer than 5 attempts so far
 * (so at most 5 in all), and the server did not end the session for inactivity — reconnecting
 * would only bring an idle session back (spec 2 §4).
 */
export function shouldReconnect(input: ReconnectInput): boolean {
  return (
    input.attemptsMade < CHAT_SOCKET_LIMITS.maxReconnectAttempts &&
    !(input.lastServerError ?? '').includes(CHAT_INACTIVITY_TIMEOUT_MESSAGE)
  );
}
