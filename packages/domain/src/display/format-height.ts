import { MISSING_VALUE } from './missing-value.js';

const INCHES_PER_FOOT = 12;

/**
 * Height from inches as feet'inches" (spec 1 §5): 74 → 6'2". Rounds to the nearest inch first, so
 * 71.6 is 6'0". Missing, non-finite or non-positive heights show {@link MISSING_VALUE}.
 */
export function formatHeight(inches: number | null | undefined): string {
  if (typeof inches !== 'number' || !Number.isFinite(inches) || inches <= 0) return MISSING_VALUE;
  const total = Math.round(inches);
  return `${Math.floor(total / INCHES_PER_FOOT)}'${total % INCHES_PER_FOOT}"`;
}
