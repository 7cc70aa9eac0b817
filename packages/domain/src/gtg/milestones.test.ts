import { describe, expect, it } from 'vitest';
import { findMilestoneWithinReach, getNextMilestone } from './milestones.js';

const BY_500 = { first: 500, step: 500 };

describe('getNextMilestone', () => {
  it('is the next rung above the total', () => {
    expect(getNextMilestone(913, BY_500)).toBe(1000);
    expect(getNextMilestone(4.5, { first: 5, step: 5 })).toBe(5);
    expect(getNextMilestone(60, { first: 50, step: 25 })).toBe(75);
  });
  it('starts at the first rung', () => {
    expect(getNextMilestone(0, BY_500)).toBe(500);
    expect(getNextMilestone(1200, { first: 2000, step: 1000 })).toBe(2000);
  });
  it('looks past a milestone already reached', () => {
    expect(getNextMilestone(1000, BY_500)).toBe(1500);
    expect(getNextMilestone(2000, { first: 2000, step: 1000 })).toBe(3000);
  });
});

describe('findMilestoneWithinReach', () => {
  it('finds the milestone when an average game covers the gap, exactly at the edge too', () => {
    expect(findMilestoneWithinReach(913, BY_500, 91.3)).toEqual({ milestone: 1000, remaining: 87 });
    expect(findMilestoneWithinReach(900, BY_500, 100)).toEqual({ milestone: 1000, remaining: 100 });
  });
  it('is null when the gap is more than a game, below the first rung too, or without a per-game figure', () => {
    expect(findMilestoneWithinReach(899, BY_500, 100)).toBeNull();
    expect(findMilestoneWithinReach(950, { first: 2000, step: 1000 }, 250)).toBeNull();
    expect(findMilestoneWithinReach(499, BY_500, 0)).toBeNull();
    expect(findMilestoneWithinReach(499, BY_500, null)).toBeNull();
  });
  it('handles half sacks', () => {
    expect(findMilestoneWithinReach(9.5, { first: 5, step: 5 }, 0.5)).toEqual({
      milestone: 10,
      remaining: 0.5,
    });
  });
});
