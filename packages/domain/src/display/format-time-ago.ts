import { MISSING_VALUE } from './missing-value.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Time-ago label (spec 1 §9, spec 2 §2): under 1 minute "Just now", under 60 minutes "Nm ago",
 * under 24 hours "Nh ago" (whole units, rounded down), otherwise the date as "Nov 3, 2026".
 * A time in the future also shows "Just now" (clocks drift). The date is written in `timeZone`
 * (an IANA name; the runtime's own zone when omitted, i.e. the viewer's in a browser).
 * An invalid time shows {@link MISSING_VALUE}.
 */
export function formatTimeAgo(time: Date | string | number, now: Date, timeZone?: string): string {
  const then = time instanceof Date ? time.getTime() : new Date(time).getTime();
  if (Number.isNaN(then) || Number.isNaN(now.getTime())) return MISSING_VALUE;
  const elapsed = now.getTime() - then;
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(then);
}
