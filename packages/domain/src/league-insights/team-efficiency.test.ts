import { describe, expect, it } from 'vitest';
import {
  EMPTY_EFFICIENCY_TOTALS,
  classifyEfficiencyQuadrant,
  sumEfficiencyTotals,
  toEfficiencyRates,
  type EfficiencyTotals,
} from './team-efficiency.js';

const totals = (fields: Partial<EfficiencyTotals>): EfficiencyTotals => ({
  ...EMPTY_EFFICIENCY_TOTALS,
  ...fields,
});

describe('toEfficiencyRates', () => {
  it('gives EPA per play to 3 decimals and rates as percentages to 1 decimal', () => {
    const rates = toEfficiencyRates(
      totals({ plays: 3, epaTotal: 1, successes: 2, dropbacks: 1, earlyDownPlays: 3, earlyDownDropbacks: 1 }),
    );
    expect(rates).toEqual({
      plays: 3,
      epaPerPlay: 0.333,
      successRate: 66.7,
      passRate: 33.3,
      earlyDownPassRate: 33.3,
    });
  });

  it('has no rates without plays, and no early-down pass rate without early-down plays', () => {
    expect(toEfficiencyRates(EMPTY_EFFICIENCY_TOTALS)).toEqual({
      plays: 0,
      epaPerPlay: null,
      successRate: null,
      passRate: null,
      earlyDownPassRate: null,
    });
    expect(toEfficiencyRates(totals({ plays: 2, epaTotal: -0.0001 })).earlyDownPassRate).toBeNull();
  });

  it('never gives a negative zero', () => {
    expect(Object.is(toEfficiencyRates(totals({ plays: 10, epaTotal: -0.001 })).epaPerPlay, 0)).toBe(true);
  });
});

describe('sumEfficiencyTotals', () => {
  it('adds every field', () => {
    const a = totals({
      plays: 5,
      epaTotal: 1.5,
      successes: 2,
      dropbacks: 3,
      earlyDownPlays: 4,
      earlyDownDropbacks: 2,
    });
    const b = totals({
      plays: 1,
      epaTotal: -0.5,
      successes: 0,
      dropbacks: 1,
      earlyDownPlays: 1,
      earlyDownDropbacks: 1,
    });
    expect(sumEfficiencyTotals([a, b])).toEqual({
      plays: 6,
      epaTotal: 1,
      successes: 2,
      dropbacks: 4,
      earlyDownPlays: 5,
      earlyDownDropbacks: 3,
    });
    expect(sumEfficiencyTotals([])).toEqual(EMPTY_EFFICIENCY_TOTALS);
  });
});

describe('classifyEfficiencyQuadrant', () => {
  it('splits at the league figure: offense above is good, defense below is good', () => {
    expect(classifyEfficiencyQuadrant(0.1, -0.1, 0)).toBe('complete');
    expect(classifyEfficiencyQuadrant(0.1, 0.1, 0)).toBe('offense-led');
    expect(classifyEfficiencyQuadrant(-0.1, -0.1, 0)).toBe('defense-led');
    expect(classifyEfficiencyQuadrant(-0.1, 0.1, 0)).toBe('struggling');
  });

  it('counts a figure equal to the league as good on either axis', () => {
    expect(classifyEfficiencyQuadrant(0.02, 0.02, 0.02)).toBe('complete');
  });
});
