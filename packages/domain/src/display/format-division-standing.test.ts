import { describe, expect, it } from 'vitest';
import { formatDivisionStanding } from './format-division-standing.js';

describe('formatDivisionStanding', () => {
  it('gives the record and the place in the division', () => {
    expect(formatDivisionStanding({ wins: 4, losses: 1 }, 1, 'AFC West')).toBe('4-1 · 1st in AFC West');
    expect(formatDivisionStanding({ wins: 2, losses: 2, ties: 1 }, 3, 'NFC East')).toBe(
      '2-2-1 · 3rd in NFC East',
    );
  });

  it('gives the record alone while the rank or the division is unknown', () => {
    expect(formatDivisionStanding({ wins: 0, losses: 0 }, null, 'AFC West')).toBe('0-0');
    expect(formatDivisionStanding({ wins: 1, losses: 0 }, 2, undefined)).toBe('1-0');
    expect(formatDivisionStanding({ wins: 1, losses: 0 }, 2, '')).toBe('1-0');
  });
});
