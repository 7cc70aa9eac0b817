import type { PlayRecord } from '@all22/domain';
import {
  getAirYardType,
  getDefendersInTheBoxType,
  getDropbackTimeType,
  getSeparationType,
} from '@all22/domain';
import { choosePassTarget, type PassTarget } from './choose-pass-target.js';
import { fillPersonnel, type Personnel } from './choose-personnel.js';
import { createPlayRecord } from './create-play-record.js';
import { creditTackle, isDefensiveStop, setMaxSpeed } from './credit-tackle.js';
import { formatGain, formatTacklers, formatYardLine, prefixPlayText } from './format-play-text.js';
import type { GameDayPlayer } from './game-day-roster.js';
import { otherSide, type GameContext, type GameState } from './game-state.js';
import {
  advanceDowns,
  changePossession,
  limitGain,
  recordPlay,
  scoreTouchdown,
  settleLiveBall,
} from './move-ball.js';
import {
  clamp,
  drawExponential,
  logistic,
  pickIndexByWeight,
  roundHundredth,
  toRatingScore,
} from './rating-math.js';
import { resolvePassRush } from './resolve-pass-rush.js';
import { resolveSack } from './resolve-sack.js';
import { resolveScramble } from './resolve-scramble.js';
import { isHurryUp, runGameClock, type ClockEffect } from './run-game-clock.js';

/** Mean yards after the catch by route before the receiver's elusiveness and speed. */
// About 8% above the first tuning: drives stalled short of the league's 22 points a team-game.
const YAC_MEAN = { RB_SCREEN: 5.9, WR_SCREEN: 5.2, IN: 3.7, OUT: 2.8, VERTICAL: 3.7 } as const;

const describeThrow = (context: GameContext, target: PassTarget): string => {
  const depth = target.airYards >= 15 ? 'deep' : 'short';
  const side =
    target.targetLocation === 'BETWEEN_HASHES' ? 'middle' : context.random.chance(0.5) ? 'left' : 'right';
  return `${depth} ${side}`;
};

/** Yards after the catch: an exponential tail, longer for elusive, fast and open receivers. */
const drawYardsAfterCatch = (context: GameContext, target: PassTarget): number => {
  const { ratings } = target.receiver.player;
  const skill = 1 + 0.1 * toRatingScore(ratings.elusiveness) + 0.06 * toRatingScore(ratings.speed);
  const mean = YAC_MEAN[target.routeType] * clamp(skill, 0.6, 1.6) * (target.separation >= 3 ? 1.2 : 1);
  let yards = Math.floor(drawExponential(context.random, mean));
  if (context.random.chance(0.015 * skill)) yards += Math.round(drawExponential(context.random, 18));
  return yards;
};

/** The tackler after a catch: usually the nearest defender, otherwise another man in coverage. */
const chooseCatchTackler = (context: GameContext, target: PassTarget, coverage: readonly GameDayPlayer[]) => {
  if (context.random.chance(0.62) || coverage.length === 0) return target.nearestDefender;
  return coverage[
    pickIndexByWeight(context.random, coverage.length, (i) => (coverage[i] as GameDayPlayer).ratings.tackling)
  ] as GameDayPlayer;
};

/** An interception: the catch spot, the return, and a pick-six when the return reaches the end zone. */
const settleInterception = (context: GameContext, state: GameState, play: PlayRecord, target: PassTarget) => {
  const { random } = context;
  const interceptor = target.nearestDefender;
  const catchLine = state.yardlineNumber - target.airYards;
  const isTouchback = catchLine <= 0 && random.chance(0.7);
  // A return ends in the end zone at the latest: from 8 yards deep in his own, 108 yards at most.
  const toGoalLine = 100 - Math.max(catchLine, -8);
  const returnYards = isTouchback
    ? 0
    : Math.min(
        toGoalLine,
        Math.round(drawExponential(random, 8) + (random.chance(0.05) ? drawExponential(random, 35) : 0)),
      );
  const newLine = isTouchback ? 80 : toGoalLine - returnYards;
  play.interception = true;
  play.defInterception = true;
  play.isTurnover = true;
  play.interceptorId = interceptor.nflId;
  play.returnYards = returnYards;
  if (newLine <= 0) scoreTouchdown(context, state, play, otherSide(state.offense));
  else changePossession(state, newLine);
  return interceptor;
};

/**
 * A called pass: protection and rush first (sack, scramble, throw-away), then the target, the
 * throw and the catch. Accuracy, separation and depth set the completion chance; depth, tight
 * coverage and pressure the interception chance; the receiver's elusiveness the yards after.
 */
export function resolvePassPlay(context: GameContext, state: GameState, personnel: Personnel): void {
  const { random } = context;
  const { formation, defense } = personnel;
  const quarterback = formation.quarterback;
  const offenseTeam = context.teams[state.offense];
  const defenseTeam = context.teams[otherSide(state.offense)];
  const play = createPlayRecord(context, state, 'play_type_pass', true);
  fillPersonnel(context, state, play, personnel);
  const { down, distance, yardlineNumber: startLine } = state;
  const isHurry = isHurryUp(state);
  play.passPlay = true;
  play.dropback = true;
  play.playAction = down <= 2 && !isHurry && random.chance(0.24);
  play.qbAlignment = play.playAction
    ? random.chance(0.55)
      ? 'UNDER_CENTER'
      : 'SHOTGUN'
    : random.chance(0.85)
      ? 'SHOTGUN'
      : random.chance(0.6)
        ? 'UNDER_CENTER'
        : 'PISTOL';
  play.defendersInTheBox = defense.box[0].length;
  play.defendersInTheBoxType = getDefendersInTheBoxType(play.defendersInTheBox);
  play.boxDefenderIds = defense.boxIds[0];

  const rush = resolvePassRush(context, state, play, personnel);
  if (rush.outcome === 'SACK') {
    resolveSack(context, state, play, personnel, rush);
    play.description = prefixPlayText(play, play.description);
    recordPlay(state, play);
    runGameClock(
      context,
      state,
      random.int(4, 7),
      state.next === 'SCRIMMAGE' && !play.isTurnover ? 'RUNNING' : 'STOPPED',
    );
    return;
  }
  if (rush.outcome === 'SCRAMBLE') {
    resolveScramble(context, state, play, personnel, isHurry);
    return;
  }

  play.attempt = true;
  play.passerId = quarterback.nflId;
  const passer = context.nameOf(quarterback);
  if (rush.outcome === 'THROW_AWAY') {
    play.timeToThrow = roundHundredth(clamp(random.normal(3.3, 0.5), 2, 6));
    play.dropbackTimeType = getDropbackTimeType(play.timeToThrow);
    play.stop = true;
    advanceDowns(state, 0);
    play.description = prefixPlayText(play, `${passer} pass incomplete, thrown away under pressure.`);
    recordPlay(state, play);
    runGameClock(context, state, random.int(4, 6), 'STOPPED');
    return;
  }

  const target = choosePassTarget(context, state, personnel, rush.isBlitz);
  const receiver = target.receiver.player;
  const isScreen = target.routeType === 'RB_SCREEN' || target.routeType === 'WR_SCREEN';
  const timeToThrow = isScreen
    ? random.normal(1.7, 0.3)
    : random.normal(2.65, 0.45) +
      (target.routeType === 'VERTICAL' ? 0.45 : 0) +
      (play.playAction ? 0.3 : 0) +
      (rush.isPressured ? 0.25 : 0);
  play.timeToThrow = roundHundredth(clamp(timeToThrow, 1.1, 6));
  play.dropbackTimeType = getDropbackTimeType(play.timeToThrow);
  play.target = true;
  play.targetId = receiver.nflId;
  play.routeRunnerIds = formation.routeRunnerIds;
  play.routeType = target.routeType;
  play.airYards = target.airYards;
  play.airYardType = getAirYardType(target.airYards);
  play.targetLocation = target.targetLocation;
  play.separation = target.separation;
  play.separationType = getSeparationType(target.separation);
  play.receiverAlignment = target.receiver.alignment;
  play.recCoverageType = target.isPressCoverage ? 'PRESS' : 'OFF';
  play.defCoverageType = target.coverageScheme;
  play.recMotion = random.chance(target.receiver.alignment === 'BACKFIELD' ? 0.1 : 0.3);
  play.nearestDefenderId = target.nearestDefender.nflId;
  play.defAlignment = defense.alignmentOf.get(target.nearestDefender.nflId) ?? null;
  const throwText = `${passer} pass ${describeThrow(context, target)}`;

  const accuracy = toRatingScore(quarterback.ratings.throwAccuracy + offenseTeam.edge);
  const awareness = toRatingScore(quarterback.ratings.awareness);
  const cover = toRatingScore(target.nearestDefender.ratings.coverage + defenseTeam.edge);
  const depth = Math.max(0, target.airYards);
  const interceptionChance = clamp(
    0.011 +
      0.0009 * depth +
      0.01 * Math.max(0, 1.5 - target.separation) +
      (rush.isPressured ? 0.01 : 0) -
      // Gentler than it was: generated starters' accuracy spreads wider than the test rosters'.
      0.004 * accuracy -
      0.003 * awareness +
      0.004 * cover,
    0.002,
    0.1,
  );
  if (random.chance(interceptionChance)) {
    const interceptor = settleInterception(context, state, play, target);
    play.turnoversCausedByPressure = rush.isPressured;
    const spot = formatYardLine(clamp(startLine - target.airYards, 1, 99), offenseTeam, defenseTeam);
    const returnText = play.touchdown
      ? ` for ${play.returnYards ?? 0} yards. TOUCHDOWN.`
      : ` ${formatGain(play.returnYards ?? 0)}.`;
    play.description = prefixPlayText(
      play,
      `${throwText} intended for ${context.nameOf(receiver)} INTERCEPTED by ${context.nameOf(interceptor)} at ${spot}. ${context.nameOf(interceptor)} returns${returnText}`,
    );
    recordPlay(state, play);
    runGameClock(context, state, random.int(6, 10), 'STOPPED');
    return;
  }

  const completionLogOdds =
    1.77 -
    0.1 * depth +
    0.5 * (target.separation - 2.3) +
    0.25 * accuracy +
    0.12 * toRatingScore(receiver.ratings.catching) -
    (rush.isPressured ? 0.45 : 0) -
    (isScreen ? 0.9 : 0);
  if (!random.chance(logistic(completionLogOdds))) {
    play.stop = true;
    advanceDowns(state, 0);
    play.description = prefixPlayText(play, `${throwText} incomplete to ${context.nameOf(receiver)}.`);
    recordPlay(state, play);
    runGameClock(context, state, random.int(4, 7), 'STOPPED');
    return;
  }

  play.completion = true;
  play.reception = true;
  play.ballCarrierId = receiver.nflId;
  const yards = limitGain(state, target.airYards + drawYardsAfterCatch(context, target));
  const isFumble =
    yards < startLine &&
    random.chance(0.006 * clamp(1 - toRatingScore(receiver.ratings.ballSecurity) * 0.4, 0.4, 2));
  const isFumbleLost = isFumble && random.chance(0.5);
  play.fumble = isFumble;
  setMaxSpeed(random, play, receiver, yards);
  const isStop = isDefensiveStop(down, distance, yards);
  const isTouchdown = yards >= startLine;
  const isOutOfBounds =
    !isTouchdown && random.chance((target.routeType === 'OUT' ? 0.42 : 0.12) + (isHurry ? 0.2 : 0));
  const tacklerNames: string[] = [];
  if (!isTouchdown && !(isOutOfBounds && random.chance(0.5))) {
    const coverage = defense.coverage[rush.isBlitz ? 1 : 0];
    const tackler = chooseCatchTackler(context, target, coverage);
    const assistant = random.chance(0.2) ? chooseCatchTackler(context, target, coverage) : null;
    creditTackle(play, tackler, assistant, isStop, isStop && tackler !== target.nearestDefender && yards > 0);
    tacklerNames.push(context.nameOf(tackler));
    if (assistant && assistant !== tackler) tacklerNames.push(context.nameOf(assistant));
  } else {
    play.stop = isStop;
  }
  settleLiveBall(context, state, play, yards, isFumbleLost);
  let text = `${throwText} to ${context.nameOf(receiver)} ${formatGain(yards)}${formatTacklers(tacklerNames)}.`;
  if (play.touchdown && !play.fumbleLost) text += ' TOUCHDOWN.';
  if (isFumble)
    text += ` FUMBLES, ${isFumbleLost ? `RECOVERED by ${defenseTeam.abbr}` : `recovered by ${offenseTeam.abbr}`}.`;
  if (play.touchdown && play.fumbleLost) text += ' TOUCHDOWN.';
  if (play.isSafety) text += ' SAFETY.';
  play.description = prefixPlayText(play, text);
  recordPlay(state, play);
  const effect: ClockEffect =
    state.next !== 'SCRIMMAGE' || play.isTurnover ? 'STOPPED' : isOutOfBounds ? 'OUT_OF_BOUNDS' : 'RUNNING';
  runGameClock(context, state, clamp(4 + Math.round(Math.abs(yards) / 6), 4, 12), effect);
}
