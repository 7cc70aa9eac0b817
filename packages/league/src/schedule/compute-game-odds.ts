import type { Random } from '../random/index.js';

/** Betting lines of one game, as the odds feed gives them. Prices are decimal odds. */
export interface GameOdds {
  /** Points added to the home score for the spread bet; negative for the favourite. Always −awayHandicap. */
  homeHandicap: number;
  awayHandicap: number;
  /** Money-line prices: the favourite under 2, the underdog over 2 (both 1.91 on a pick'em). */
  homePrice: number;
  awayPrice: number;
  /** Over/under on the combined points, in half points. */
  total: number;
  overPrice: number;
  underPrice: number;
}

export interface GameOddsInput {
  /** Team ratings on a points scale: the expected margin is homeStrength − awayStrength plus home field. */
  homeStrength: number;
  awayStrength: number;
  random: Random;
  /** No home-field advantage (the Super Bowl). */
  isNeutralSite?: boolean;
  /** Expected combined points before the book's noise; the league average by default. */
  expectedTotal?: number;
}

/** Standard deviation of NFL final margins around the line, in points. */
export const MARGIN_SD_POINTS = 13.5;
/** The book's margin on the money line, charged on the favourite's side (4.5% overround). */
export const MONEY_LINE_MARGIN = 0.045;
/** Price of each side of the total (−110 American). */
export const STANDARD_PRICE = 1.91;
const DEFAULT_TOTAL = 44.5;

const roundToHalf = (value: number): number => Math.round(value * 2) / 2 + 0;
const roundPrice = (value: number): number => Math.round(value * 100) / 100;

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 for erf, error < 1.5e-7). */
const normalCdf = (z: number): number => {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
};

/**
 * The lines a bookmaker would post for a game:
 *
 * - Spread: the expected home margin is the strength difference, plus a home-field advantage
 *   drawn between 1.5 and 2.5 points (none at a neutral site), plus the book's own opinion
 *   (normal, sd 1 point); rounded to half points. homeHandicap = −margin, awayHandicap = −homeHandicap;
 *   a margin that rounds to 0 is a pick'em (0 and 0).
 * - Money line: the home win probability is Φ(margin / 13.5) from the posted spread; the
 *   underdog is paid at fair odds (so always above 2) and the 4.5% margin is charged on the
 *   favourite (so always below 2); rounded to cents, at least 1.01.
 * - Total: `expectedTotal` (default 44.5) plus noise (sd 1.5), in half points between 30 and 60,
 *   both sides at 1.91.
 */
export function computeGameOdds({
  homeStrength,
  awayStrength,
  random,
  isNeutralSite = false,
  expectedTotal = DEFAULT_TOTAL,
}: GameOddsInput): GameOdds {
  const homeField = isNeutralSite ? 0 : 1.5 + random.float();
  const margin = roundToHalf(homeStrength - awayStrength + homeField + random.normal(0, 1));
  const homeHandicap = 0 - margin;
  const homeWin = margin === 0 ? 0.5 : normalCdf(margin / MARGIN_SD_POINTS);
  const favouriteIsHome = margin > 0;
  const favouriteChance = favouriteIsHome ? homeWin : 1 - homeWin;
  const [favouritePrice, underdogPrice] =
    margin === 0
      ? [1 / (0.5 + MONEY_LINE_MARGIN / 2), 1 / (0.5 + MONEY_LINE_MARGIN / 2)]
      : [1 / Math.min(0.99, favouriteChance + MONEY_LINE_MARGIN), 1 / (1 - favouriteChance)];
  const total = Math.min(60, Math.max(30, roundToHalf(expectedTotal + random.normal(0, 1.5))));
  return {
    homeHandicap,
    awayHandicap: 0 - homeHandicap,
    homePrice: roundPrice(favouriteIsHome ? favouritePrice : underdogPrice),
    awayPrice: roundPrice(favouriteIsHome ? underdogPrice : favouritePrice),
    total,
    overPrice: STANDARD_PRICE,
    underPrice: STANDARD_PRICE,
  };
}
