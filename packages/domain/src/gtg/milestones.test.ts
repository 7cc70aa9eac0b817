import { describe, expect, it } from 'vitest';
import { findMilestoneWithinReach, getNextMilestone } from './milestones.js';

describe('getNextMilestone', () => {
  it('is the next multiple of the step above the total', () => {
    expect(getNextMilestone(913, 500)).toBe(1000);
    expect(getNextMilestone(0, 500)).toBe(500);
    expect(getNextMilestone(4.5, 5)).toBe(5);
  });
  it('looks past a milestone already reached', () => {
    expect(getNextMilestone(1000, 500)).toBe(1500);
  });
});

describe('findMilestoneWithinReach', () => {
  it('finds the milestone when an average game covers the gap, exactly at the edge too', () => {
    expect(findMilestoneWithinReach(913, 500, 91.3)).toEqual({ milestone: 1000, remaining: 87 });
    expect(findMilestoneWithinReach(900, 500, 100)).toEqual({ milestone: 1000, remaining: 100 });
  });
  it('is null when the gap is more than a game, or without a per-game figure', () => {
    expect(findMilestoneWithinReach(899, 500, 100)).toBeNull();
    expect(findMilestoneWithinReach(499, 500, 0)).toBeNull();
    expect(findMilestoneWithinReach(499, 500, null)).toBeNull();
  });
  it('handles half sacks', () => {
    expect(findMilestoneWithinReach(9.5, 5, 0.5)).toEqual({ milestone: 10, remaining: 0.5 });
  });
});
