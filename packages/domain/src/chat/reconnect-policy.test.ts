import { describe, it, expect } from 'vitest';
import { getReconnectDelayMs, shouldReconnect } from './reconnect-policy.js';

describe('getReconnectDelayMs', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 8000],
    [5, 16000],
    [6, 30000],
    [7, 30000],
    [100, 30000],
  ])('attempt %i waits %i ms', (attempt, expected) => {
    expect(getReconnectDelayMs(attempt)).toBe(expected);
  });
  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects attempt %s', (attempt) => {
    expect(() => getReconnectDelayMs(attempt)).toThrow(RangeError);
  });
});

describe('shouldReconnect', () => {
  it.each([
    [0, true],
    [4, true],
    [5, false],
    [6, false],
  ])('after %i attempts → %s', (attemptsMade, expected) => {
    expect(shouldReconnect({ attemptsMade })).toBe(expected);
  });
  it('never reconnects after an inactivity timeout', () => {
    expect(
      shouldReconnect({ attemptsMade: 0, lastServerError: 'Connection timeout due to inactivity' }),
    ).toBe(false);
    expect(
      shouldReconnect({ attemptsMade: 0, lastServerError: 'Error: Connection timeout due to inactivity.' }),
    ).toBe(false);
  });
  it('still reconnects after other server errors', () => {
    expect(shouldReconnect({ attemptsMade: 0, lastServerError: 'Connection timeout' })).toBe(true);
    expect(shouldReconnect({ attemptsMade: 2, lastServerError: null })).toBe(true);
  });
});
