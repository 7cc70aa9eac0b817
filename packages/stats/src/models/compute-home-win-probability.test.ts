import { describe, expect, it } from 'vitest';
import { computeHomeWinProbability, type WinProbabilityState } from './compute-home-win-probability.js';

const KICKOFF: WinProbabilityState = {
  homeScore: 0,
  visitorScore: 0,
  secondsLeft: 3600,
  possession: null,
  situation: null,
  homeSpread: null,
};

describe('computeHomeWinProbability', () => {
  it('starts a pick-em game slightly above ½ for home-field advantage', () => {
    expect(computeHomeWinProbability(KICKOFF)).toBeCloseTo(0.548, 2);
  });

  it('follows the spread before kickoff', () => {
    expect(computeHomeWinProbability({ ...KICKOFF, homeSpread: -7 })).toBeCloseTo(0.712, 2);
    expect(computeHomeWinProbability({ ...KICKOFF, homeSpread: 7 })).toBeLessThan(0.3);
  });

  it('grows more certain of a lead as time runs out', () => {
    const leadBy7 = (secondsLeft: number) =>
      computeHomeWinProbability({ ...KICKOFF, homeScore: 7, secondsLeft, homeSpread: 0 });
    expect(leadBy7(3000)).toBeLessThan(leadBy7(900));
    expect(leadBy7(900)).toBeLessThan(leadBy7(60));
    expect(leadBy7(60)).toBeGreaterThan(0.95);
  });

  it('values the ball and field position', () => {
    const tied = { ...KICKOFF, secondsLeft: 600, homeSpread: 0 };
    const situation = { down: 1, distance: 10, yardsToGoal: 20 };
    expect(computeHomeWinProbability({ ...tied, possession: 'home', situation })).toBeGreaterThan(0.6);
    expect(computeHomeWinProbability({ ...tied, possession: 'visitor', situation })).toBeLessThan(0.4);
  });

  it('is decided by the score at zero seconds', () => {
    expect(computeHomeWinProbability({ ...KICKOFF, homeScore: 3, secondsLeft: 0 })).toBe(1);
    expect(computeHomeWinProbability({ ...KICKOFF, visitorScore: 3, secondsLeft: 0 })).toBe(0);
    expect(computeHomeWinProbability({ ...KICKOFF, secondsLeft: 0 })).toBe(0.5);
  });
});
