import { FANTASY_POINT_WEIGHTS } from '@all22/domain';

/** Points per reception: 0 standard, 0.5 half PPR, 1 full PPR (the account setting's values). */
export type PointsPerReception = 0 | 0.5 | 1;

/** The offensive and kicking figures fantasy scoring reads from a player's game or season line. */
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
  extraPointsMade: number;
  /** Field goals made from 0–39 yards. */
  fieldGoalsMadeUnder40: number;
  fieldGoalsMade40To49: number;
  fieldGoalsMade50Plus: number;
}

/** The weights of each figure (domain's FANTASY_POINT_WEIGHTS: 1 point per 10 rushing yards...). */
const WEIGHTS = FANTASY_POINT_WEIGHTS satisfies Record<Exclude<keyof FantasyStatLine, 'receptions'>, number>;

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
