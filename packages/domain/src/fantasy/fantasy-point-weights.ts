/**
 * Standard fantasy scoring weights: 1 point per 25 passing yards, 4 per passing TD, −2 per
 * interception, 1 per 10 rushing or receiving yards, 6 per rushing, receiving or return TD, 2 per
 * two-point conversion, −2 per lost fumble. Receptions add the scoring's points per reception each.
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
} as const;
