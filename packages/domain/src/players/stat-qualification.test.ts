import { describe, it, expect } from 'vitest';
import type { QualificationMetric } from './stat-qualification.js';
import { isStatQualified } from './stat-qualification.js';

const input = (gamesPlayed: number, gamesDnp: number, metric: QualificationMetric, total: number) => ({
  gamesPlayed,
  gamesDnp,
  totals: { [metric]: total },
});

describe('isStatQualified', () => {
  it('QB needs more than 14 pass attempts per game', () => {
    expect(isStatQualified('QB', input(10, 0, 'passingAttempts', 140))).toBe(false);
    expect(isStatQualified('QB', input(10, 0, 'passingAttempts', 141))).toBe(true);
  });
  it('RB needs more than 6.25 rush attempts per game (exact at a fraction)', () => {
    expect(isStatQualified('RB', input(4, 0, 'rushingAttempts', 25))).toBe(false);
    expect(isStatQualified('RB', input(4, 0, 'rushingAttempts', 26))).toBe(true);
    expect(isStatQualified('RB', input(3, 0, 'rushingAttempts', 19))).toBe(true); // 6.33
    expect(isStatQualified('RB', input(3, 0, 'rushingAttempts', 18))).toBe(false); // 6.0
  });
  it('WR and TE need more than 2 receptions per game', () => {
    expect(isStatQualified('WR', input(8, 0, 'receptions', 16))).toBe(false);
    expect(isStatQualified('WR', input(8, 0, 'receptions', 17))).toBe(true);
    expect(isStatQualified('TE', input(8, 0, 'receptions', 16))).toBe(false);
    expect(isStatQualified('TE', input(8, 0, 'receptions', 17))).toBe(true);
  });
  it('LB, EDGE and DL need more than 10 snaps per game', () => {
    for (const group of ['LB', 'EDGE', 'DL'] as const) {
      expect(isStatQualified(group, input(5, 0, 'snaps', 50))).toBe(false);
      expect(isStatQualified(group, input(5, 0, 'snaps', 51))).toBe(true);
    }
  });
  it('DB (and so CB) needs more than 5 coverage plays per game', () => {
    expect(isStatQualified('DB', input(6, 0, 'coveragePlays', 30))).toBe(false);
    expect(isStatQualified('DB', input(6, 0, 'coveragePlays', 31))).toBe(true);
  });
  it('counts games not played in the games total', () => {
    // 150 attempts: qualified over 10 games (15/G), not over 10 + 1 DNP (13.6/G).
    expect(isStatQualified('QB', input(10, 0, 'passingAttempts', 150))).toBe(true);
    expect(isStatQualified('QB', input(10, 1, 'passingAttempts', 150))).toBe(false);
  });
  it('is never qualified with zero games, whatever the totals', () => {
    expect(isStatQualified('QB', input(0, 0, 'passingAttempts', 500))).toBe(false);
    expect(isStatQualified('K', { gamesPlayed: 0, gamesDnp: 0, totals: {} })).toBe(false);
  });
  it('counts games made only of games not played', () => {
    expect(isStatQualified('QB', input(0, 2, 'passingAttempts', 0))).toBe(false);
    expect(isStatQualified('K', { gamesPlayed: 0, gamesDnp: 2, totals: {} })).toBe(true);
  });
  it('treats a missing or wrong-metric total as 0', () => {
    expect(isStatQualified('QB', { gamesPlayed: 3, gamesDnp: 0, totals: {} })).toBe(false);
    expect(isStatQualified('QB', input(3, 0, 'rushingAttempts', 100))).toBe(false);
    expect(isStatQualified('QB', { gamesPlayed: 3, gamesDnp: 0, totals: { passingAttempts: null } })).toBe(
      false,
    );
  });
  it('qualifies K, P, OL and LS with any games', () => {
    for (const group of ['K', 'P', 'OL', 'LS'] as const) {
      expect(isStatQualified(group, { gamesPlayed: 1, gamesDnp: 0, totals: {} })).toBe(true);
    }
  });
  it('is not qualified for invalid game counts', () => {
    expect(isStatQualified('K', { gamesPlayed: Number.NaN, gamesDnp: 0, totals: {} })).toBe(false);
    expect(isStatQualified('K', { gamesPlayed: -1, gamesDnp: 0, totals: {} })).toBe(false);
  });
});
