/**
 * Whether `error` says the database cannot be reached right now (refused, reset, timed out, shut
 * down, terminated), rather than that a query was wrong: such a request is answered 503, to try
 * again, not 500. Looks through `cause` chains (drizzle wraps the driver's error).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

/** Node's socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/**
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention: admin shutdown,
 * crash shutdown, cannot connect now); 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|53300)$/;
/** What node-postgres says without a code when its connection goes away or never comes. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable$/,
];
