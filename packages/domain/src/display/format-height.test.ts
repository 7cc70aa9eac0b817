import { describe, it, expect } from 'vitest';
import { formatHeight } from './format-height.js';

describe('formatHeight', () => {
  it.each([
    [74, `6'2"`],
    [72, `6'0"`],
    [71, `5'11"`],
    [80, `6'8"`],
    [71.6, `6'0"`],
    [71.4, `5'11"`],
  ])('%s inches → %s', (inches, text) => {
    expect(formatHeight(inches)).toBe(text);
  });
  it.each([0, -70, Number.NaN, null, undefined])('shows an em dash for %s', (inches) => {
    expect(formatHeight(inches)).toBe('—');
  });
});
