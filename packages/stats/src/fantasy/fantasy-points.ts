/** Points per reception: 0 standard, 0.5 half PPR, 1 full PPR (the account setting's values). */
export type PointsPerReception = 0 | 0.5 | 1;

/** The offensive figures fantasy scoring reads from a player's game or season line. */
export interface FantasyStatLine {
  passingYards: number;
  passingTouchdowns: number;
  interceptions: number;
  rushingYards: number;
  rushingTouchdowns: number;
  receptions: number;
  receivingYards: number;
  receivingTouchdowns: number;
  twoPointConversions: number;
  fumblesLost: number;
  /** Kick, punt and fumble return touchdowns. */
  returnTouchdowns: number;
}

/**
 * Standard scoring weights: 1 point per 25 passing yards, 4 per passing TD, −2 per interception,
 * 1 per 10 rushing or receiving yards, 6 per rushing, receiving or return TD, 2 per two-point
 * conversion, −2 per lost fumble. Receptions add `pointsPerReception` each.
 */
const WEIGHTS = {
  passingYards: 0.04,
  passingTouchdowns: 4,
  interceptions: -2,
  rushingYards: 0.1,
  rushingTouchdowns: 6,
  receivingYards: 0.1,
  receivingTouchdowns: 6,
  twoPointConversions: 2,
  fumblesLost: -2,
  returnTouchdowns: 6,
} as const satisfies Partial<Record<keyof FantasyStatLine, number>>;

/** Fantasy points of a stat line, rounded to 2 decimals (to cancel floating-point noise). */
export function computeFantasyPoints(line: FantasyStatLine, pointsPerReception: PointsPerReception): number {
  let points = line.receptions * pointsPerReception;
  for (const [key, weight] of Object.entries(WEIGHTS) as [keyof typeof WEIGHTS, number][]) {
    points += line[key] * weight;
  }
  return Math.round(points * 100) / 100;
}

/** The three scoring formats the API reports side by side (fpStd, fpHalfPPR, fpPPR). */
export function computeFantasyPointFormats(line: FantasyStatLine): {
  fpStd: number;
  fpHalfPPR: number;
  fpPPR: number;
} {
  return {
    fpStd: computeFantasyPoints(line, 0),
    fpHalfPPR: computeFantasyPoints(line, 0.5),
    fpPPR: computeFantasyPoints(line, 1),
  };
}
