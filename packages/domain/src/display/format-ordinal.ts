import { MISSING_VALUE } from './missing-value.js';

/**
 * English ordinal of an integer: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 101st, 111th.
 * 11–13 of every hundred take "th". Non-integers and missing values show {@link MISSING_VALUE}.
 */
export function formatOrdinal(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return MISSING_VALUE;
  const lastTwo = Math.abs(value) % 100;
  const last = lastTwo % 10;
  let suffix = 'th';
  if (lastTwo < 11 || lastTwo > 13) {
    if (last === 1) suffix = 'st';
    else if (last === 2) suffix = 'nd';
    else if (last === 3) suffix = 'rd';
  }
  return `${value}${suffix}`;
}
