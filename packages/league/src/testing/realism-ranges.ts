import { expect } from 'vitest';
import type { SeasonSummary } from './summarize-season.js';

type Range = readonly [min: number, max: number];

/** The realism ranges for a regular season, league-wide and for the season leaders. */
export const REALISM_RANGES = {
  scoring: {
    pointsPerTeamGame: [20, 25],
    homeWinRate: [0.5, 0.6],
    playsPerTeamGame: [58, 68],
  },
  passingAndRushing: {
    completionRate: [0.6, 0.68],
    yardsPerAttempt: [6.3, 7.6],
    yardsPerCarry: [3.9, 4.7],
    sackRate: [0.05, 0.08],
    interceptionRate: [0.018, 0.03],
  },
  leaders: {
    passingYards: [4300, 5500],
    rushingYards: [1300, 2100],
    receivingYards: [1400, 1950],
    sacks: [13, 22],
  },
} as const satisfies Record<string, Record<string, Range>>;

/** Asserts every figure named in `ranges` lies within its range, naming the figure when one does not. */
export function expectWithinRanges<T extends object>(
  figures: T,
  ranges: Partial<Record<keyof T & string, Range>>,
): void {
  for (const [name, range] of Object.entries(ranges) as [keyof T & string, Range][]) {
    const value = figures[name];
    expect(value, name).toBeGreaterThanOrEqual(range[0]);
    expect(value, name).toBeLessThanOrEqual(range[1]);
  }
}

/** The three groups of a season summary, as the realism tests check them. */
export function expectRealisticScoring(summary: SeasonSummary): void {
  return expectWithinRanges(summary, REALISM_RANGES.scoring);
}
export function expectRealisticPassingAndRushing(summary: SeasonSummary): void {
  return expectWithinRanges(summary, REALISM_RANGES.passingAndRushing);
}
export function expectRealisticLeaders(summary: SeasonSummary): void {
  return expectWithinRanges(summary.leaders, REALISM_RANGES.leaders);
}
