import { formatTeamAbbr } from './format-team-abbr.js';
import { MISSING_VALUE } from './missing-value.js';

/** A game's spread: points added to each side's score (negative = favoured). */
export interface GameSpread {
  awayHandicap: number | null | undefined;
  homeHandicap: number | null | undefined;
}

/** Shown when neither side is favoured. */
export const EVEN_SPREAD_LABEL = 'Even';

const isPresent = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

// Handicaps are in half points: "-3.5", "-3", never "-3.0".
const formatHandicap = (handicap: number): string => String(Math.round(handicap * 10) / 10);

/**
 * Spread display (spec 1 §5): null unless both handicaps exist. The team with the negative
 * handicap is shown with it ("KC -3.5", abbreviation as displayed, so ARI is AZ); when neither is
 * negative, "Even". If both are negative (bad data) the more negative one wins, home on a tie.
 */
export function formatSpread(
  spread: GameSpread,
  teams: { awayAbbr: string; homeAbbr: string },
): string | null {
  const { awayHandicap, homeHandicap } = spread;
  if (!isPresent(awayHandicap) || !isPresent(homeHandicap)) return null;
  if (homeHandicap < 0 && homeHandicap <= awayHandicap) {
    return `${formatTeamAbbr(teams.homeAbbr)} ${formatHandicap(homeHandicap)}`;
  }
  if (awayHandicap < 0) return `${formatTeamAbbr(teams.awayAbbr)} ${formatHandicap(awayHandicap)}`;
  return EVEN_SPREAD_LABEL;
}

/**
 * American odds from a decimal price (spec 1 §5): under 2 → −100 / (price − 1), from 2 →
 * +100 × (price − 1), rounded to a whole number. 1.5 → −200, 2 → +100, 2.5 → +150.
 * Null for a price of 1 or less (no payout) or a non-finite price.
 */
export function convertDecimalToAmericanOdds(price: number): number | null {
  if (!Number.isFinite(price) || price <= 1) return null;
  const odds = price < 2 ? Math.round(-100 / (price - 1)) : Math.round(100 * (price - 1));
  // Rounding can only reach 0 for absurd prices; report it as missing rather than "+0".
  return odds === 0 ? null : odds;
}

/** American odds with their sign: "+150", "-110". Missing or non-finite shows {@link MISSING_VALUE}. */
export function formatAmericanOdds(odds: number | null | undefined): string {
  if (!isPresent(odds)) return MISSING_VALUE;
  const whole = Math.round(odds);
  return whole > 0 ? `+${whole}` : String(whole);
}

/** A decimal price shown as signed American odds: 1.91 → "-110", 3 → "+200". */
export function formatDecimalOddsAsAmerican(price: number | null | undefined): string {
  return isPresent(price) ? formatAmericanOdds(convertDecimalToAmericanOdds(price)) : MISSING_VALUE;
}
