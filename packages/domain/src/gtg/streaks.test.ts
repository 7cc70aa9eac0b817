import { describe, expect, it } from 'vitest';
import { findResultStreak, findTrailingRun, getGameOutcome } from './streaks.js';

const result = (teamScore: number, opponentScore: number, id = 0) => ({ id, teamScore, opponentScore });

describe('getGameOutcome', () => {
  it('reads a win, a loss and a tie', () => {
    expect(getGameOutcome(24, 17)).toBe('W');
    expect(getGameOutcome(17, 24)).toBe('L');
    expect(getGameOutcome(20, 20)).toBe('T');
  });
});

describe('findTrailingRun', () => {
  it('takes the matching items at the end, oldest first', () => {
    expect(findTrailingRun([1, 5, 3, 4, 6], (n) => n % 2 === 0)).toEqual([4, 6]);
  });
  it('is empty when the latest item does not match, or for no items', () => {
    expect(findTrailingRun([2, 4, 5], (n) => n % 2 === 0)).toEqual([]);
    expect(findTrailingRun([], () => true)).toEqual([]);
  });
  it('is every item when all match', () => {
    expect(findTrailingRun([2, 4], (n) => n % 2 === 0)).toEqual([2, 4]);
  });
});

describe('findResultStreak', () => {
  it('counts the latest wins', () => {
    const streak = findResultStreak([result(10, 20, 1), result(30, 20, 2), result(21, 3, 3)]);
    expect(streak).toEqual({ outcome: 'W', games: [result(30, 20, 2), result(21, 3, 3)] });
  });
  it('counts the latest losses', () => {
    expect(findResultStreak([result(10, 20, 1)])).toEqual({ outcome: 'L', games: [result(10, 20, 1)] });
  });
  it('has no streak after a tie or without games; a tie ends an earlier run', () => {
    expect(findResultStreak([result(30, 20), result(20, 20)])).toBeNull();
    expect(findResultStreak([])).toBeNull();
    expect(findResultStreak([result(30, 20, 1), result(20, 20, 2), result(21, 3, 3)])?.games).toHaveLength(1);
  });
});
