/** The window CHAT_RATE_LIMIT counts in. */
const WINDOW_MS = 60_000;

export interface ChatRateLimiter {
  /** Counts one message of the user; false when the user has sent `perMinute` in the last minute. */
  tryAcquire(userId: string): boolean;
}

/**
 * A sliding one-minute window per user, in this process's memory: a user with sockets on two
 * processes gets the limit on each (enough to keep one user from monopolising the assistant;
 * the API's shared Redis limits are for per-address abuse). Users idle for a minute are forgotten.
 */
export function createChatRateLimiter(perMinute: number, now: () => number = Date.now): ChatRateLimiter {
  const sentAt = new Map<string, number[]>();
  let sweptAt = now();

  /** Once a minute, drops the users whose last message is older than the window. */
  function forgetIdleUsers(time: number): void {
    if (time - sweptAt < WINDOW_MS) return;
    sweptAt = time;
    for (const [userId, times] of sentAt) {
      const latest = times.at(-1);
      if (latest === undefined || time - latest >= WINDOW_MS) sentAt.delete(userId);
    }
  }

  return {
    tryAcquire(userId) {
      const time = now();
      forgetIdleUsers(time);
      const recent = (sentAt.get(userId) ?? []).filter((at) => time - at < WINDOW_MS);
      if (recent.length >= perMinute) {
        sentAt.set(userId, recent);
        return false;
      }
      recent.push(time);
      sentAt.set(userId, recent);
      return true;
    },
  };
}
