export { computeExpectedPoints, type DownSituation } from './compute-expected-points.js';
export {
  computeExpectedPointsAdded,
  getDownSituation,
  TOUCHDOWN_VALUE,
} from './compute-expected-points-added.js';
export {
  computeHomeWinProbability,
  HOME_FIELD_POINTS,
  MARGIN_STANDARD_DEVIATION,
  type WinProbabilityState,
} from './compute-home-win-probability.js';
export { annotatePlays, computePlayAnnotations, type PlayAnnotation } from './annotate-plays.js';
export { computeEpaPerPlay } from './compute-epa-per-play.js';
