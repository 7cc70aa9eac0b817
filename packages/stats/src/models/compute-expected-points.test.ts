import { describe, expect, it } from 'vitest';
import { computeExpectedPoints } from './compute-expected-points.js';

const firstAndTen = (yardsToGoal: number) =>
  computeExpectedPoints({ down: 1, distance: Math.min(10, yardsToGoal), yardsToGoal });

describe('computeExpectedPoints', () => {
  it('runs from about −0.5 at the own 1 to about +6 at the opponent 1', () => {
    expect(firstAndTen(99)).toBe(-0.5);
    expect(firstAndTen(75)).toBe(0.95);
    expect(firstAndTen(50)).toBe(2.35);
    expect(firstAndTen(1)).toBe(6);
  });

  it('rises steadily as the offense nears the goal', () => {
    for (let yardsToGoal = 99; yardsToGoal > 1; yardsToGoal -= 1) {
      expect(firstAndTen(yardsToGoal - 1)).toBeGreaterThan(firstAndTen(yardsToGoal));
    }
  });

  it('costs points for later downs and longer distances', () => {
    const at = (down: number, distance: number) => computeExpectedPoints({ down, distance, yardsToGoal: 50 });
    expect(at(2, 10)).toBeLessThan(at(1, 10));
    expect(at(3, 10)).toBeLessThan(at(2, 10));
    expect(at(4, 10)).toBeLessThan(at(3, 10));
    expect(at(3, 15)).toBeLessThan(at(3, 10));
    expect(at(3, 1)).toBeGreaterThan(at(3, 10));
  });

  it('treats goal to go as a standard distance', () => {
    expect(computeExpectedPoints({ down: 1, distance: 5, yardsToGoal: 5 })).toBe(5.2);
  });
});
