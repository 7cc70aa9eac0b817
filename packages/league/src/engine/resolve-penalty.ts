import type { PlayRecord } from '@all22/domain';
import { fillPersonnel, type Personnel } from './choose-personnel.js';
import type { PlayCall } from './choose-play-call.js';
import { createPlayRecord } from './create-play-record.js';
import { formatYardLine, prefixPlayText } from './format-play-text.js';
import type { GameDayPlayer } from './game-day-roster.js';
import { otherSide, type GameContext, type GameState } from './game-state.js';
import { recordPlay } from './move-ball.js';
import { clamp, pickIndexByWeight } from './rating-math.js';
import { runGameClock } from './run-game-clock.js';

/** Chance a run or pass call draws a flag before the snap (false start, offside…). */
export const PRE_SNAP_PENALTY_CHANCE = 0.026;
/** Chance a run or pass is wiped out by a flag during the play (holding, interference…). */
export const LIVE_PENALTY_CHANCE = 0.038;

interface Foul {
  name: string;
  isOnOffense: boolean;
  yards: number;
  isAutomaticFirstDown: boolean;
  /** Share among fouls of its kind (weights, not normalised). */
  weight: number;
}

const PRE_SNAP_FOULS: readonly Foul[] = [
  { name: 'False Start', isOnOffense: true, yards: 5, isAutomaticFirstDown: false, weight: 0.5 },
  { name: 'Delay of Game', isOnOffense: true, yards: 5, isAutomaticFirstDown: false, weight: 0.12 },
  { name: 'Defensive Offside', isOnOffense: false, yards: 5, isAutomaticFirstDown: false, weight: 0.25 },
  {
    name: 'Neutral Zone Infraction',
    isOnOffense: false,
    yards: 5,
    isAutomaticFirstDown: false,
    weight: 0.13,
  },
];

const PASS_FOULS: readonly Foul[] = [
  { name: 'Offensive Holding', isOnOffense: true, yards: 10, isAutomaticFirstDown: false, weight: 0.38 },
  {
    name: 'Defensive Pass Interference',
    isOnOffense: false,
    yards: 0,
    isAutomaticFirstDown: true,
    weight: 0.27,
  },
  { name: 'Defensive Holding', isOnOffense: false, yards: 5, isAutomaticFirstDown: true, weight: 0.15 },
  { name: 'Illegal Contact', isOnOffense: false, yards: 5, isAutomaticFirstDown: true, weight: 0.1 },
  { name: 'Roughing the Passer', isOnOffense: false, yards: 15, isAutomaticFirstDown: true, weight: 0.1 },
];

const RUN_FOULS: readonly Foul[] = [
  { name: 'Offensive Holding', isOnOffense: true, yards: 10, isAutomaticFirstDown: false, weight: 0.72 },
  {
    name: 'Illegal Block Above the Waist',
    isOnOffense: true,
    yards: 10,
    isAutomaticFirstDown: false,
    weight: 0.13,
  },
  { name: 'Unnecessary Roughness', isOnOffense: false, yards: 15, isAutomaticFirstDown: true, weight: 0.15 },
];

const pickFoul = (context: GameContext, fouls: readonly Foul[]): Foul =>
  fouls[pickIndexByWeight(context.random, fouls.length, (i) => (fouls[i] as Foul).weight)] as Foul;

/**
 * Walks off a foul: half the distance to the goal when the full penalty would go further, a
 * new set of downs for defensive fouls that carry one or reach the line to gain. Returns the
 * yards actually walked off.
 */
const enforceFoul = (state: GameState, foul: Foul, yards: number): number => {
  if (foul.isOnOffense) {
    const walked = Math.min(yards, Math.floor((100 - state.yardlineNumber) / 2));
    state.yardlineNumber += walked;
    state.distance += walked;
    return walked;
  }
  // Interference is a spot foul (at the 1 when it happens in the end zone); the rest halve the distance.
  const walked =
    foul.name === 'Defensive Pass Interference'
      ? Math.min(yards, state.yardlineNumber - 1)
      : Math.min(yards, Math.floor(state.yardlineNumber / 2));
  state.yardlineNumber -= walked;
  if (foul.isAutomaticFirstDown || walked >= state.distance) {
    state.down = 1;
    state.distance = Math.min(10, state.yardlineNumber);
  } else {
    state.distance -= walked;
  }
  return walked;
};

const choosePenalizedPlayer = (context: GameContext, candidates: readonly GameDayPlayer[]): GameDayPlayer =>
  candidates[context.random.int(0, candidates.length - 1)] as GameDayPlayer;

const recordFoul = (
  context: GameContext,
  state: GameState,
  play: PlayRecord,
  foul: Foul,
  player: GameDayPlayer,
  yards: number,
): void => {
  const offense = context.teams[state.offense];
  const defense = context.teams[otherSide(state.offense)];
  const fouling = foul.isOnOffense ? offense : defense;
  const spot = formatYardLine(state.yardlineNumber, offense, defense);
  const walked = enforceFoul(state, foul, yards);
  play.isNoPlay = true;
  play.isPenalty = true;
  play.penaltyYards = walked;
  play.penaltyTeamId = fouling.teamId;
  play.firstDown = !foul.isOnOffense && state.down === 1;
  play.description = prefixPlayText(
    play,
    `PENALTY on ${fouling.abbr}-${context.nameOf(player)}, ${foul.name}, ${walked} yards, enforced at ${spot} - No Play.`,
  );
  recordPlay(state, play);
};

/** A flag before the snap: no play, the clock stopped, five yards walked off. */
export function resolvePreSnapPenalty(context: GameContext, state: GameState, call: PlayCall): void {
  const play = createPlayRecord(context, state, call === 'PASS' ? 'play_type_pass' : 'play_type_rush', true);
  play.isSnap = false;
  const foul = pickFoul(context, PRE_SNAP_FOULS);
  const offense = context.teams[state.offense].units;
  const defense = context.teams[otherSide(state.offense)].units;
  const formation = offense.formations[0];
  if (!formation) throw new RangeError('Team without formations');
  const candidates = foul.isOnOffense ? formation.linemen : defense.packages.BASE.rushers[0];
  recordFoul(context, state, play, foul, choosePenalizedPlayer(context, candidates), foul.yards);
  runGameClock(context, state, 0, 'STOPPED');
}

/**
 * A flag during a run or pass that wipes the play out: holding, interference (enforced at the
 * spot of the foul, a first down), roughness. The snap still counts for both sides.
 */
export function resolveLivePenalty(
  context: GameContext,
  state: GameState,
  call: PlayCall,
  personnel: Personnel,
): void {
  const { random } = context;
  const isPass = call === 'PASS';
  const play = createPlayRecord(context, state, isPass ? 'play_type_pass' : 'play_type_rush', true);
  fillPersonnel(context, state, play, personnel);
  play.passPlay = isPass;
  play.runPlay = !isPass;
  const foul = pickFoul(context, isPass ? PASS_FOULS : RUN_FOULS);
  const yards =
    foul.name === 'Defensive Pass Interference' ? Math.round(clamp(random.normal(15, 8), 1, 45)) : foul.yards;
  const candidates = foul.isOnOffense ? personnel.formation.linemen : personnel.defense.coverage[0];
  recordFoul(context, state, play, foul, choosePenalizedPlayer(context, candidates), yards);
  runGameClock(context, state, random.int(4, 7), 'STOPPED');
}
