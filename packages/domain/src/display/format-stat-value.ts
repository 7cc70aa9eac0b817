import { MISSING_VALUE } from './missing-value.js';

/** Stat values round to 1 decimal; counts show 0 (spec 1 §9). */
export const STAT_DECIMALS = 1;
export const COUNT_DECIMALS = 0;

export interface FormatStatValueOptions {
  /** Digits after the point, always shown (12 → "12.0" at 1). Default {@link STAT_DECIMALS}. */
  decimals?: number;
  /** Appends "%"; the value is already in percentage points (45.2 → "45.2%"). */
  isPercentage?: boolean;
}

const formatters = new Map<number, Intl.NumberFormat>();

const getFormatter = (decimals: number): Intl.NumberFormat => {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
      // A value that rounds to zero shows as "0.0", never "-0.0".
      signDisplay: 'negative',
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
};

/**
 * Number display (spec 1 §5): en-US thousands separators from 1,000, rounded half away from zero
 * to `decimals` (1 by default, 0 for counts), "%" appended for percentages. A missing or
 * non-finite value shows {@link MISSING_VALUE}.
 */
export function formatStatValue(
  value: number | null | undefined,
  { decimals = STAT_DECIMALS, isPercentage = false }: FormatStatValueOptions = {},
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MISSING_VALUE;
  const digits = Math.min(Math.max(Math.trunc(decimals), 0), 20);
  const text = getFormatter(digits).format(value);
  return isPercentage ? `${text}%` : text;
}
