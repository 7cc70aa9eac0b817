/** Renewal starts this long before the access token expires (at half its life, when shorter). */
const RENEW_BEFORE_EXPIRY_SECONDS = 60;

/** Milliseconds until an access token with `expiresIn` seconds left is renewed; 0 when expired. */
export function getRenewalDelayMs(expiresIn: number): number {
  const lead = Math.min(RENEW_BEFORE_EXPIRY_SECONDS, expiresIn / 2);
  return Math.max(expiresIn - lead, 0) * 1000;
}

export interface RenewalTimer {
  /** Plans `renew` shortly before a token with `expiresIn` seconds left expires; undefined cancels. */
  plan(expiresIn: number | undefined): void;
}

/** One pending renewal at a time; aborting `signal` cancels it and plans no more. */
export function createRenewalTimer(renew: () => void, signal?: AbortSignal): RenewalTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  signal?.addEventListener('abort', () => clearTimeout(timer));
  return {
    plan(expiresIn) {
      clearTimeout(timer);
      if (expiresIn === undefined || signal?.aborted === true) return;
      timer = setTimeout(renew, getRenewalDelayMs(expiresIn));
    },
  };
}
