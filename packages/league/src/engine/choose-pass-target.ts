import type {
  CoverageScheme,
  DefAlignment,
  ReceiverAlignment,
  RouteType,
  TargetLocation,
} from '@all22/domain';
import type { FormationReceiver } from './build-offensive-formations.js';
import type { Personnel } from './choose-personnel.js';
import type { GameDayPlayer } from './game-day-roster.js';
import type { GameContext, GameState } from './game-state.js';
import { clamp, drawExponential, pickIndexByWeight, roundTenth, toRatingScore } from './rating-math.js';

/** The throw the quarterback chose: to whom, on what route, how far, and how open. */
export interface PassTarget {
  receiver: FormationReceiver;
  routeType: RouteType;
  /** Yards past the line of scrimmage where the ball is caught (negative behind it). */
  airYards: number;
  targetLocation: TargetLocation;
  nearestDefender: GameDayPlayer;
  /** Yards between receiver and nearest defender at the catch point. */
  separation: number;
  coverageScheme: CoverageScheme;
  isPressCoverage: boolean;
}

type RouteShares = readonly (readonly [RouteType, number])[];

/** Route shares by where the receiver lines up (before the quarterback's arm adjusts verticals). */
const ROUTE_SHARES: Readonly<Record<ReceiverAlignment, RouteShares>> = {
  WIDE: [
    ['WR_SCREEN', 0.06],
    ['IN', 0.32],
    ['OUT', 0.35],
    ['VERTICAL', 0.27],
  ],
  SLOT: [
    ['WR_SCREEN', 0.07],
    ['IN', 0.43],
    ['OUT', 0.3],
    ['VERTICAL', 0.2],
  ],
  TIGHT: [
    ['IN', 0.5],
    ['OUT', 0.34],
    ['VERTICAL', 0.16],
  ],
  BACKFIELD: [
    ['RB_SCREEN', 0.32],
    ['OUT', 0.43],
    ['IN', 0.2],
    ['VERTICAL', 0.05],
  ],
};

/** How likely each defender alignment is to be the nearest man to a receiver's alignment. */
const COVERAGE_MATCH: Readonly<Record<ReceiverAlignment, Partial<Record<DefAlignment, number>>>> = {
  WIDE: { CB: 6, FS: 1, SS: 0.6, SLOT: 0.8, LB: 0.1 },
  SLOT: { SLOT: 6, SS: 2, CB: 1.2, FS: 1, LB: 1 },
  TIGHT: { LB: 3, SS: 3, SLOT: 1, FS: 1, CB: 0.4 },
  BACKFIELD: { LB: 5, SS: 1.5, SLOT: 1, FS: 0.3, CB: 0.2 },
};

const drawAirYards = (
  context: GameContext,
  routeType: RouteType,
  alignment: ReceiverAlignment,
  arm: number,
): number => {
  const { random } = context;
  switch (routeType) {
    case 'RB_SCREEN':
      return Math.round(clamp(random.normal(-2, 1.5), -6, 2));
    case 'WR_SCREEN':
      return Math.round(clamp(random.normal(-1, 1.5), -4, 2));
    case 'IN':
      return Math.round(clamp(random.normal(alignment === 'WIDE' ? 10 : 7, 4.5), 1, 30));
    case 'OUT':
      return alignment === 'BACKFIELD'
        ? Math.round(clamp(random.normal(2, 2.5), -3, 12))
        : Math.round(clamp(random.normal(alignment === 'TIGHT' ? 6 : 8, 4), 1, 25));
    case 'VERTICAL':
      return Math.round(clamp(14 + drawExponential(random, 8.5 + 1.5 * arm), 14, 60));
  }
};

const getTargetLocation = (context: GameContext, routeType: RouteType): TargetLocation => {
  const roll = context.random.float();
  switch (routeType) {
    case 'OUT':
    case 'WR_SCREEN':
      return 'OUTSIDE_NUMBERS';
    case 'RB_SCREEN':
      return roll < 0.6 ? 'BETWEEN_HASHES' : 'OUTSIDE_NUMBERS';
    case 'IN':
      return roll < 0.65 ? 'BETWEEN_HASHES' : 'DOWN_SEAMS';
    case 'VERTICAL':
      return roll < 0.5 ? 'DOWN_SEAMS' : 'OUTSIDE_NUMBERS';
  }
};

/**
 * Picks the target (by the formation's target weights: the best receivers get the most looks),
 * his route and depth, the defender nearest him and the separation he earned: route running and
 * speed against coverage, more against zone and on screens, less the deeper the throw.
 */
export function choosePassTarget(
  context: GameContext,
  state: GameState,
  personnel: Personnel,
  isBlitz: boolean,
): PassTarget {
  const { random } = context;
  const { formation, defense } = personnel;
  const receivers = formation.receivers;
  const receiver = receivers[
    pickIndexByWeight(random, receivers.length, (i) => (receivers[i] as FormationReceiver).targetWeight)
  ] as FormationReceiver;
  const arm = toRatingScore(formation.quarterback.ratings.throwPower);
  const shares = ROUTE_SHARES[receiver.alignment];
  const routeIndex = pickIndexByWeight(random, shares.length, (i) => {
    const [route, share] = shares[i] as readonly [RouteType, number];
    return route === 'VERTICAL' ? share * clamp(1 + 0.25 * arm, 0.6, 1.5) : share;
  });
  const routeType = (shares[routeIndex] as readonly [RouteType, number])[0];
  // No catch beyond the back of the end zone.
  const airYards = Math.min(
    drawAirYards(context, routeType, receiver.alignment, arm),
    state.yardlineNumber + 8,
  );

  const coverage = defense.coverage[isBlitz ? 1 : 0];
  const match = COVERAGE_MATCH[receiver.alignment];
  const nearestDefender = coverage[
    pickIndexByWeight(random, coverage.length, (i) => {
      const defender = coverage[i] as GameDayPlayer;
      const alignment = defense.alignmentOf.get(defender.nflId) ?? 'LB';
      const deepHelp = routeType === 'VERTICAL' && alignment === 'FS' ? 3 : 0;
      return (match[alignment] ?? 0.2) + deepHelp;
    })
  ] as GameDayPlayer;

  const coverageScheme: CoverageScheme = random.chance(isBlitz ? 0.55 : 0.3) ? 'MAN' : 'ZONE';
  const isPressCoverage =
    receiver.alignment !== 'BACKFIELD' && random.chance(coverageScheme === 'MAN' ? 0.45 : 0.15);
  const { ratings } = receiver.player;
  const receiverScore = toRatingScore(ratings.routeRunning * 0.6 + ratings.speed * 0.4);
  const defenderScore = toRatingScore(
    nearestDefender.ratings.coverage * 0.7 + nearestDefender.ratings.speed * 0.3,
  );
  const isScreen = routeType === 'RB_SCREEN' || routeType === 'WR_SCREEN';
  const meanSeparation =
    2.3 +
    0.35 * (receiverScore - defenderScore) +
    (coverageScheme === 'ZONE' ? 0.5 : 0) -
    (isPressCoverage ? 0.3 : 0) -
    0.04 * Math.max(0, airYards - 10) +
    (isScreen ? 3 : 0);
  const separation = roundTenth(clamp(random.normal(meanSeparation, 1.1), 0, 12));
  return {
    receiver,
    routeType,
    airYards,
    targetLocation: getTargetLocation(context, routeType),
    nearestDefender,
    separation,
    coverageScheme,
    isPressCoverage,
  };
}
