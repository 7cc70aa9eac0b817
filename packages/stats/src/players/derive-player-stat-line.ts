import type { PlayerRateKey, PlayerStatSection } from '@all22/domain';
import { computePasserRating, roundTo } from './compute-passer-rating.js';
import type {
  CoverageTotals,
  DefenseTotals,
  GeneralTotals,
  KickingTotals,
  PassingTotals,
  PlayerTotals,
  PuntingTotals,
  ReceivingTotals,
  ReturningTotals,
  RushingTotals,
} from './player-totals.js';

/**
 * Rates derived from a line's totals (domain's PLAYER_RATE_KEYS, which say what each means). Each
 * is null when its denominator is zero, so "no data" never reads as 0 (the player header skips
 * null items). Percentages are 0–100, one decimal; averages two decimals.
 */
type SectionRates<S extends PlayerStatSection> = Record<PlayerRateKey<S>, number | null>;
export type PassingRates = SectionRates<'passing'>;
export type RushingRates = SectionRates<'rushing'>;
export type ReceivingRates = SectionRates<'receiving'>;
export type DefenseRates = SectionRates<'defense'>;
export type CoverageRates = SectionRates<'coverage'>;
export type KickingRates = SectionRates<'kicking'>;
export type PuntingRates = SectionRates<'punting'>;

/** A player's full stat line for a game: totals and the rates derived from them. */
export interface PlayerStatLine {
  passing: PassingTotals & PassingRates;
  rushing: RushingTotals & RushingRates;
  receiving: ReceivingTotals & ReceivingRates;
  defense: DefenseTotals & DefenseRates;
  coverage: CoverageTotals & CoverageRates;
  kicking: KickingTotals & KickingRates;
  punting: PuntingTotals & PuntingRates;
  returning: ReturningTotals;
  general: GeneralTotals;
}

/** `numerator / denominator` rounded, or null when the denominator is zero. */
export function divideOrNull(numerator: number, denominator: number, decimals = 2): number | null {
  return denominator > 0 ? roundTo(numerator / denominator, decimals) : null;
}

/** `part / whole` in percentage points with one decimal, or null when the whole is zero. */
export function percentageOrNull(part: number, whole: number): number | null {
  return whole > 0 ? roundTo((part / whole) * 100, 1) : null;
}

/**
 * The stat line of a set of totals (one game, or a season summed from games). Sacks and EPA are
 * rounded to cancel floating-point noise from halves and fractions.
 */
export function derivePlayerStatLine(totals: PlayerTotals): PlayerStatLine {
  const { passing, rushing, receiving, defense, coverage, kicking, punting } = totals;
  return {
    passing: {
      ...passing,
      expectedPointsAdded: roundTo(passing.expectedPointsAdded, 2),
      completionPercentage: percentageOrNull(passing.completions, passing.attempts),
      yardsPerAttempt: divideOrNull(passing.yards, passing.attempts),
      passerRating: computePasserRating(passing),
      averageAirYards: divideOrNull(passing.airYards, passing.attempts),
      averageTimeToThrow: divideOrNull(passing.timeToThrowSum, passing.timeToThrowCount),
    },
    rushing: {
      ...rushing,
      expectedPointsAdded: roundTo(rushing.expectedPointsAdded, 2),
      yardsPerAttempt: divideOrNull(rushing.yards, rushing.attempts),
    },
    receiving: {
      ...receiving,
      expectedPointsAdded: roundTo(receiving.expectedPointsAdded, 2),
      catchPercentage: percentageOrNull(receiving.receptions, receiving.targets),
      yardsPerReception: divideOrNull(receiving.yards, receiving.receptions),
      averageSeparation: divideOrNull(receiving.separationSum, receiving.separationCount),
    },
    defense: {
      ...defense,
      sacks: roundTo(defense.sacks, 2),
      pressureRate: percentageOrNull(defense.pressures, defense.passRushSnaps),
    },
    coverage: {
      ...coverage,
      completionPercentageAllowed: percentageOrNull(coverage.completionsAllowed, coverage.targetsAllowed),
      passerRatingAllowed: computePasserRating({
        attempts: coverage.targetsAllowed,
        completions: coverage.completionsAllowed,
        yards: coverage.yardsAllowed,
        touchdowns: coverage.touchdownsAllowed,
        interceptions: coverage.interceptionsAllowed,
      }),
      targetRate: percentageOrNull(coverage.targetsAllowed, coverage.coveragePlays),
      tightWindowRate: percentageOrNull(coverage.tightTargetsAllowed, coverage.targetsAllowed),
    },
    kicking: {
      ...kicking,
      fieldGoalPercentage: percentageOrNull(kicking.fieldGoalsMade, kicking.fieldGoalsAttempted),
      extraPointPercentage: percentageOrNull(kicking.extraPointsMade, kicking.extraPointsAttempted),
    },
    punting: { ...punting, averageDistance: divideOrNull(punting.yards, punting.punts, 1) },
    returning: { ...totals.returning },
    general: { ...totals.general },
  };
}
