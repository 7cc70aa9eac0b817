import type { GameDayPlayer } from './game-day-roster.js';
import { getOffenseLead, otherSide, type GameContext, type GameState } from './game-state.js';
import { clamp, toRatingScore } from './rating-math.js';
import { isHurryUp } from './run-game-clock.js';

export type PlayCall = 'RUN' | 'PASS' | 'PUNT' | 'FIELD_GOAL' | 'KNEEL';

/** The longest field goal (yards) a kicker attempts: 54 for an average leg, about 60 for a big one. */
export function getFieldGoalRange(kicker: GameDayPlayer): number {
  return clamp(54 + (kicker.ratings.kickPower - 60) * 0.3, 48, 63);
}

/**
 * Victory formation: leading in the fourth quarter with few enough seconds left that kneeling on
 * each remaining down (about 42 seconds each, less any the defense saves with timeouts) ends the
 * game; at the end of the first half, deep in the offense's own end.
 */
const shouldKneel = (state: GameState, lead: number): boolean => {
  if (state.quarter === 2) return state.clockSeconds <= 30 && state.yardlineNumber >= 70 && state.down < 4;
  if (state.quarter !== 4 || lead <= 0 || state.down === 4) return false;
  const kneels = 4 - state.down;
  const defenseTimeouts = Math.min(kneels, state.timeouts[otherSide(state.offense)]);
  return state.clockSeconds <= kneels * 42 + 2 - defenseTimeouts * 40;
};

/** How often the offense passes before the score and the clock have their say. */
const getBasePassRate = (down: number, distance: number): number => {
  if (down === 1) return distance > 10 ? 0.6 : 0.45;
  if (down === 2) return distance >= 8 ? 0.63 : distance >= 3 ? 0.53 : 0.36;
  return distance >= 5 ? 0.88 : distance >= 3 ? 0.7 : 0.4;
};

const getPassRate = (context: GameContext, state: GameState, lead: number): number => {
  const { formations } = context.teams[state.offense].units;
  const quarterback = formations[0]?.quarterback;
  if (isHurryUp(state)) return 0.86;
  let rate = getBasePassRate(state.down, state.distance);
  if (state.yardlineNumber <= 2) rate *= 0.6;
  if (state.quarter >= 3) rate += clamp(-lead * (state.quarter >= 4 ? 0.018 : 0.009), -0.3, 0.3);
  // Teams with a good quarterback throw a little more.
  if (quarterback) rate += 0.02 * toRatingScore(quarterback.ratings.overall);
  return clamp(rate, 0.08, 0.95);
};

/** Fourth down: kick, punt or go, the way a moderately aggressive modern coach decides. */
const chooseFourthDownCall = (
  context: GameContext,
  state: GameState,
  lead: number,
  isInRange: boolean,
): PlayCall => {
  const { random } = context;
  const { distance, yardlineNumber: yardline } = state;
  const isLate = state.quarter >= 4 && state.clockSeconds <= 300;
  if (isLate && lead < 0) {
    if (isInRange && lead >= -3) return 'FIELD_GOAL';
    if (lead < -3 || state.clockSeconds <= 150 || !isInRange) return random.chance(0.85) ? 'PASS' : 'RUN';
  }
  if (isInRange) {
    // Fourth and a yard inside field-goal range: today's coaches go about as often as they kick.
    const goForTouchdown =
      (distance <= 2 && yardline <= 5 && random.chance(0.45)) || (distance <= 1 && random.chance(0.4));
    return goForTouchdown ? (random.chance(0.5) ? 'RUN' : 'PASS') : 'FIELD_GOAL';
  }
  // Go rates of the analytics era (2021–2024): short yardage past midfield is rarely punted.
  const goChance =
    distance <= 1 && yardline <= 72
      ? 0.65
      : distance <= 2 && yardline <= 60
        ? 0.5
        : distance <= 4 && yardline <= 45
          ? 0.4
          : distance <= 7 && yardline <= 40
            ? 0.15
            : 0;
  if (random.chance(goChance)) return random.chance(distance <= 1 ? 0.35 : 0.6) ? 'PASS' : 'RUN';
  return 'PUNT';
};

/** The offense's call for the next snap. */
export function choosePlayCall(context: GameContext, state: GameState): PlayCall {
  const lead = getOffenseLead(state);
  if (shouldKneel(state, lead)) return 'KNEEL';
  const kicker = context.teams[state.offense].units.kicker;
  const isInRange = state.yardlineNumber + 17 <= getFieldGoalRange(kicker);
  const isLastPlay = (state.quarter === 2 || state.quarter >= 4) && state.clockSeconds <= 5;
  if (isLastPlay && isInRange && (state.quarter === 2 || (lead <= 0 && lead >= -3))) return 'FIELD_GOAL';
  // Overtime or a tie late: take the points rather than risk a third-down turnover.
  if (
    state.quarter >= 4 &&
    state.down === 3 &&
    isInRange &&
    lead <= 0 &&
    lead >= -2 &&
    state.clockSeconds <= 20
  ) {
    return 'FIELD_GOAL';
  }
  if (state.down === 4) return chooseFourthDownCall(context, state, lead, isInRange);
  return context.random.chance(getPassRate(context, state, lead)) ? 'PASS' : 'RUN';
}
