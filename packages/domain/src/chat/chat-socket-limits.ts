/** Chat socket timing (spec 2 §4, §9). All durations in milliseconds. */
export const CHAT_SOCKET_LIMITS = {
  /** Reconnect attempts after a close before giving up (state error). */
  maxReconnectAttempts: 5,
  /** Delay before the first reconnect attempt; doubles for each further attempt. */
  reconnectBaseDelayMs: 1000,
  /** Cap on the reconnect delay. */
  reconnectMaxDelayMs: 30_000,
  /** Interval between heartbeat pings (paused while the tab is hidden). */
  heartbeatIntervalMs: 30_000,
  /** Time allowed between sending auth and receiving welcome. */
  authTimeoutMs: 10_000,
  /** Time allowed for the socket to open. */
  connectTimeoutMs: 10_000,
} as const;
