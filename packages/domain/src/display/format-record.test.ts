import { describe, it, expect } from 'vitest';
import { formatRecord } from './format-record.js';

describe('formatRecord', () => {
  it('shows wins-losses without ties', () => {
    expect(formatRecord({ wins: 10, losses: 7, ties: 0 })).toBe('10-7');
    expect(formatRecord({ wins: 0, losses: 0 })).toBe('0-0');
    expect(formatRecord({ wins: 3, losses: 1, ties: null })).toBe('3-1');
  });
  it('adds ties only when there are some', () => {
    expect(formatRecord({ wins: 9, losses: 7, ties: 1 })).toBe('9-7-1');
  });
});
