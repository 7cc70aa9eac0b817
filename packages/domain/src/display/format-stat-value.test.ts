import { describe, it, expect } from 'vitest';
import { formatStatValue } from './format-stat-value.js';

describe('formatStatValue', () => {
  it('rounds to 1 decimal by default and always shows it', () => {
    expect(formatStatValue(12)).toBe('12.0');
    expect(formatStatValue(12.34)).toBe('12.3');
    expect(formatStatValue(12.35)).toBe('12.4');
    expect(formatStatValue(0.05)).toBe('0.1');
  });
  it('adds thousands separators from 1,000, not below', () => {
    expect(formatStatValue(999, { decimals: 0 })).toBe('999');
    expect(formatStatValue(999.9)).toBe('999.9');
    expect(formatStatValue(999.96)).toBe('1,000.0');
    expect(formatStatValue(1000, { decimals: 0 })).toBe('1,000');
    expect(formatStatValue(4321.55)).toBe('4,321.6');
    expect(formatStatValue(1234567, { decimals: 0 })).toBe('1,234,567');
  });
  it('shows counts with 0 decimals', () => {
    expect(formatStatValue(57, { decimals: 0 })).toBe('57');
    expect(formatStatValue(56.5, { decimals: 0 })).toBe('57');
  });
  it('appends % for percentages', () => {
    expect(formatStatValue(45.25, { isPercentage: true })).toBe('45.3%');
    expect(formatStatValue(100, { isPercentage: true })).toBe('100.0%');
    expect(formatStatValue(0, { isPercentage: true })).toBe('0.0%');
  });
  it('keeps negatives but never shows -0', () => {
    expect(formatStatValue(-3.25)).toBe('-3.3');
    expect(formatStatValue(-0.04)).toBe('0.0');
    expect(formatStatValue(-1500, { decimals: 0 })).toBe('-1,500');
  });
  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('shows an em dash for %s', (value) => {
    expect(formatStatValue(value)).toBe('—');
    expect(formatStatValue(value, { isPercentage: true })).toBe('—');
  });
});
