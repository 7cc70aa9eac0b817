import type { FantasyScoring } from '@all22/domain';

/** The stored points of a line in the user's scoring. */
export function pickPoints(
  line: { fpStd: number; fpHalfPpr: number; fpPpr: number },
  scoring: FantasyScoring,
): number {
  switch (scoring.pointsKey) {
    case 'fpStd':
      return line.fpStd;
    case 'fpHalfPPR':
      return line.fpHalfPpr;
    case 'fpPPR':
      return line.fpPpr;
  }
}

/** One decimal, as answers show figures. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The mean, one decimal; null for no values. */
export function average(values: readonly number[]): number | null {
  return values.length === 0 ? null : round1(values.reduce((sum, value) => sum + value, 0) / values.length);
}
