import { describe, it, expect } from 'vitest';
import { getClinchPrefix } from './clinch-prefix.js';

describe('getClinchPrefix', () => {
  it('gives each flag its letter', () => {
    expect(getClinchPrefix({ homeField: true })).toBe('z');
    expect(getClinchPrefix({ division: true })).toBe('y');
    expect(getClinchPrefix({ wildCard: true })).toBe('x');
    expect(getClinchPrefix({ playoff: true })).toBe('x');
    expect(getClinchPrefix({ eliminated: true })).toBe('e');
  });
  it('applies z > y > x > e when several flags are set', () => {
    expect(getClinchPrefix({ homeField: true, division: true, playoff: true })).toBe('z');
    expect(getClinchPrefix({ division: true, wildCard: true, playoff: true })).toBe('y');
    expect(getClinchPrefix({ playoff: true, eliminated: true })).toBe('x');
  });
  it('is empty without flags or with false/null flags', () => {
    expect(getClinchPrefix({})).toBe('');
    expect(
      getClinchPrefix({
        homeField: false,
        division: null,
        wildCard: false,
        playoff: false,
        eliminated: false,
      }),
    ).toBe('');
  });
});
