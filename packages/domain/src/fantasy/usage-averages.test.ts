import { describe, expect, it } from 'vitest';
import { averageUsage, toSharePercent } from './usage-averages.js';

describe('toSharePercent', () => {
  it('is the part of the whole in percent, one decimal', () => {
    expect(toSharePercent(1, 3)).toBe(33.3);
    expect(toSharePercent(45, 60)).toBe(75);
  });

  it('is null without a whole and never above 100', () => {
    expect(toSharePercent(3, 0)).toBeNull();
    expect(toSharePercent(3, undefined)).toBeNull();
    expect(toSharePercent(70, 65)).toBe(100);
  });
});

describe('averageUsage', () => {
  const game = (snapShare: number | null, targets: number, carries: number) => ({
    snapShare,
    targets,
    targetShare: snapShare === null ? null : targets * 4,
    carries,
    redZoneTouches: carries > 10 ? 1 : 0,
  });

  it('averages counts over every game and shares over the games that have one', () => {
    expect(averageUsage([game(80, 5, 12), game(null, 2, 3), game(60, 1, 0)])).toEqual({
      games: 3,
      snapShare: 70,
      targets: 2.7,
      targetShare: 12,
      carries: 5,
      redZoneTouches: 0.3,
    });
  });

  it('is zeros and null shares without games', () => {
    expect(averageUsage([])).toEqual({
      games: 0,
      snapShare: null,
      targets: 0,
      targetShare: null,
      carries: 0,
      redZoneTouches: 0,
    });
  });
});
