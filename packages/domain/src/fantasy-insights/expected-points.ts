import { FANTASY_POINT_WEIGHTS } from '../fantasy/fantasy-point-weights.js';
import type { PointsPerReception } from '../fantasy/fantasy-scoring.js';
import { roundToTenth } from '../fantasy/usage-averages.js';

/**
 * Expected fantasy points from usage, without a regression: each opportunity a player had is worth
 * what the same opportunity was worth on average to players at his position this season, in the
 * user's scoring —
 *   a target:         the catch and yards points per target (receptions × PPR + yards / 10),
 *   a carry:          the yards points per carry (yards / 10),
 *   a red-zone touch: the touchdown points per red-zone touch (6 per rushing or receiving TD),
 * plus an EPA term: the expected points he added on his targets and carries beyond what the
 * position's average EPA per target and per carry gives for as many, one fantasy point for each
 * expected point (both count points; a touchdown drive's worth shows in both).
 * Fumbles, two-point tries and return touchdowns are left out of the expectation (luck, or not
 * usage). Points against expected = actual − expected, per game.
 */

/** A player's totals over some games (or a position's over all its players' games). */
export interface OpportunityTotals {
  readonly games: number;
  readonly targets: number;
  readonly receptions: number;
  readonly receivingYards: number;
  readonly receivingTouchdowns: number;
  readonly carries: number;
  readonly rushingYards: number;
  readonly rushingTouchdowns: number;
  /** Carries and catches inside the opponent's 20. */
  readonly redZoneTouches: number;
  /** EPA of the plays he was targeted on. */
  readonly receivingEpa: number;
  /** EPA of his carries. */
  readonly rushingEpa: number;
  /** His fantasy points in the scoring the rates are for. */
  readonly fantasyPoints: number;
}

/** What an opportunity is worth on average at a position (unrounded). */
export interface OpportunityRates {
  readonly targetValue: number;
  readonly carryValue: number;
  readonly redZoneTouchValue: number;
  readonly receivingEpaPerTarget: number;
  readonly rushingEpaPerCarry: number;
}

/** One fantasy point per expected point added above the position's average. */
export const EPA_FANTASY_POINTS = 1;

const divide = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** Adds totals up (a position's, from its players'). */
export function sumOpportunityTotals(lines: readonly OpportunityTotals[]): OpportunityTotals {
  const keys = [
    'games',
    'targets',
    'receptions',
    'receivingYards',
    'receivingTouchdowns',
    'carries',
    'rushingYards',
    'rushingTouchdowns',
    'redZoneTouches',
    'receivingEpa',
    'rushingEpa',
    'fantasyPoints',
  ] as const satisfies readonly (keyof OpportunityTotals)[];
  const total = Object.fromEntries(keys.map((key) => [key, 0])) as Record<keyof OpportunityTotals, number>;
  for (const line of lines) for (const key of keys) total[key] += line[key];
  return total;
}

/** A position's average value of each opportunity, from its players' totals, in one scoring. */
export function computeOpportunityRates(
  position: OpportunityTotals,
  pointsPerReception: PointsPerReception,
): OpportunityRates {
  const w = FANTASY_POINT_WEIGHTS;
  return {
    targetValue: divide(
      position.receptions * pointsPerReception + position.receivingYards * w.receivingYards,
      position.targets,
    ),
    carryValue: divide(position.rushingYards * w.rushingYards, position.carries),
    redZoneTouchValue: divide(
      position.rushingTouchdowns * w.rushingTouchdowns + position.receivingTouchdowns * w.receivingTouchdowns,
      position.redZoneTouches,
    ),
    receivingEpaPerTarget: divide(position.receivingEpa, position.targets),
    rushingEpaPerCarry: divide(position.rushingEpa, position.carries),
  };
}

/** A player's expected points per game and their parts, one decimal. */
export interface ExpectedPoints {
  readonly games: number;
  readonly targetsPerGame: number;
  readonly carriesPerGame: number;
  readonly redZoneTouchesPerGame: number;
  /** Each part of the expectation, per game: opportunities × the position's value. */
  readonly targetPoints: number;
  readonly carryPoints: number;
  readonly redZonePoints: number;
  /** EPA beyond the position's average for his opportunities, per game, in fantasy points. */
  readonly epaPoints: number;
  readonly expectedPerGame: number;
  readonly actualPerGame: number;
  /** actualPerGame − expectedPerGame (from unrounded figures). */
  readonly differencePerGame: number;
}

/** A player's points against those his usage and EPA lead to expect, per game; null without games. */
export function computeExpectedPoints(
  player: OpportunityTotals,
  rates: OpportunityRates,
): ExpectedPoints | null {
  if (player.games <= 0) return null;
  const perGame = (value: number) => value / player.games;
  const targetPoints = perGame(player.targets * rates.targetValue);
  const carryPoints = perGame(player.carries * rates.carryValue);
  const redZonePoints = perGame(player.redZoneTouches * rates.redZoneTouchValue);
  const averageEpa = player.targets * rates.receivingEpaPerTarget + player.carries * rates.rushingEpaPerCarry;
  const epaPoints = perGame((player.receivingEpa + player.rushingEpa - averageEpa) * EPA_FANTASY_POINTS);
  const expected = targetPoints + carryPoints + redZonePoints + epaPoints;
  const actual = perGame(player.fantasyPoints);
  return {
    games: player.games,
    targetsPerGame: roundToTenth(perGame(player.targets)),
    carriesPerGame: roundToTenth(perGame(player.carries)),
    redZoneTouchesPerGame: roundToTenth(perGame(player.redZoneTouches)),
    targetPoints: roundToTenth(targetPoints),
    carryPoints: roundToTenth(carryPoints),
    redZonePoints: roundToTenth(redZonePoints),
    epaPoints: roundToTenth(epaPoints),
    expectedPerGame: roundToTenth(expected),
    actualPerGame: roundToTenth(actual),
    differencePerGame: roundToTenth(actual - expected),
  };
}

/**
 * Buy low: scoring well under what his usage and efficiency lead to expect (the points should
 * follow); sell high: well over (they should fall back). Only for a player with a real role.
 */
export const POINTS_AGAINST_EXPECTED_RULES = {
  minimumGames: 3,
  /** Expected points per game at least this: a role worth a lineup spot. */
  minimumExpectedPerGame: 7,
  /** The gap, per game, at least this many points … */
  minimumDifference: 2,
  /** … and at least this share of the expectation. */
  minimumRelativeDifference: 0.15,
} as const;

export type PointsAgainstExpectedCall = 'buyLow' | 'sellHigh';

export function classifyPointsAgainstExpected(expected: ExpectedPoints): PointsAgainstExpectedCall | null {
  const rules = POINTS_AGAINST_EXPECTED_RULES;
  if (expected.games < rules.minimumGames || expected.expectedPerGame < rules.minimumExpectedPerGame)
    return null;
  const gap = expected.differencePerGame;
  const isWide =
    Math.abs(gap) >= rules.minimumDifference &&
    Math.abs(gap) >= rules.minimumRelativeDifference * expected.expectedPerGame;
  if (!isWide) return null;
  return gap < 0 ? 'buyLow' : 'sellHigh';
}
