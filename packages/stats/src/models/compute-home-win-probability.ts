import { roundTo } from '../players/compute-passer-rating.js';
import { computeExpectedPoints, type DownSituation } from './compute-expected-points.js';

/** The game state the win-probability model reads. */
export interface WinProbabilityState {
  homeScore: number;
  visitorScore: number;
  /** Seconds left (in regulation; in overtime, in the overtime period). */
  secondsLeft: number;
  /** Who has the ball at the next snap; null between plays (kickoffs, tries) or when unknown. */
  possession: 'home' | 'visitor' | null;
  /** The next snap's situation, for the team with the ball; null when unknown. */
  situation: DownSituation | null;
  /** Home team's pre-game handicap (negative = favoured); null uses home-field advantage. */
  homeSpread: number | null;
}

/** Standard deviation of an NFL game's final margin around the spread, in points. */
export const MARGIN_STANDARD_DEVIATION = 13.45;
/** Expected home margin when no spread is known: recent home-field advantage. */
export const HOME_FIELD_POINTS = 1.5;
/** The logistic curve with this slope tracks the normal distribution to within 0.01. */
const LOGISTIC_SLOPE = 1.702;
/** The field-position term fades over the last minute: few snaps are left to cash it. */
const POSSESSION_FADE_SECONDS = 60;
const GAME_SECONDS = 3600;

/**
 * The home team's probability of winning, 0–1. The final margin is modelled as the current margin
 * plus what is still to come: the pre-game expectation (−spread) scaled by the share of the game
 * left, plus the expected points of the team with the ball; the uncertainty of what is to come
 * shrinks with the square root of the time left. The probability that the final margin is
 * positive is the logistic of z = 1.702 · expectedMargin / (13.45 · √(timeShare)). At zero seconds
 * it is 1, 0 or ½ by the score. See docs/data.md.
 */
export function computeHomeWinProbability(state: WinProbabilityState): number {
  const margin = state.homeScore - state.visitorScore;
  const secondsLeft = Math.max(0, state.secondsLeft);
  if (secondsLeft === 0) return margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
  const timeShare = Math.min(1, secondsLeft / GAME_SECONDS);
  const pregame = -(state.homeSpread ?? -HOME_FIELD_POINTS) * timeShare;
  let possession = 0;
  if (state.possession !== null && state.situation !== null) {
    const points =
      computeExpectedPoints(state.situation) * Math.min(1, secondsLeft / POSSESSION_FADE_SECONDS);
    possession = state.possession === 'home' ? points : -points;
  }
  const z = (margin + pregame + possession) / (MARGIN_STANDARD_DEVIATION * Math.sqrt(timeShare));
  return roundTo(1 / (1 + Math.exp(-LOGISTIC_SLOPE * z)), 4);
}
