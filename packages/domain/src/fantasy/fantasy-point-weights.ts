/**
 * Standard fantasy scoring weights: 1 point per 25 passing yards, 4 per passing TD, −2 per
 * interception, 1 per 10 rushing or receiving yards, 6 per rushing, receiving or return TD, 2 per
 * two-point conversion, −2 per lost fumble; kickers 1 per extra point made, 3 per field goal made
 * from under 40 yards, 4 from 40–49 and 5 from 50 or more (misses cost nothing, as in NFL.com's
 * standard scoring). Receptions add the scoring's points per reception each.
 * The stats pipeline scores lines with them; the fantasy insights value opportunities with them.
 */
export const FANTASY_POINT_WEIGHTS = {
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
  extraPointsMade: 1,
  fieldGoalsMadeUnder40: 3,
  fieldGoalsMade40To49: 4,
  fieldGoalsMade50Plus: 5,
} as const;
