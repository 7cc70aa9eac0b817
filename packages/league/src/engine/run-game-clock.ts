import { clamp } from './rating-math.js';
import { getOffenseLead, otherSide, type GameContext, type GameState } from './game-state.js';

/** How a play left the clock. */
export type ClockEffect =
  /** The clock keeps running to the next snap. */
  | 'RUNNING'
  /** Out of bounds: stopped in the last two minutes of the first half and five of the second, restarted otherwise. */
  | 'OUT_OF_BOUNDS'
  /** Incompletion, score, change of possession, penalty, kick: stopped until the next snap. */
  | 'STOPPED';

/** Real seconds of a commercial break, charged to the wall clock only. */
export const COMMERCIAL_SECONDS = 160;
/** Real seconds between plays when the clock is stopped (huddle, spotting, substitutions). */
const DEAD_BALL_SECONDS = 50;

/** True when the team with the ball is hurrying: trailing or tied at the end of a half. */
export function isHurryUp(state: GameState): boolean {
  const lead = getOffenseLead(state);
  if (state.quarter === 2) return state.clockSeconds <= 120 && state.yardlineNumber <= 75;
  if (state.quarter >= 4)
    return (lead <= 0 && state.clockSeconds <= 120) || (lead < -8 && state.clockSeconds <= 300);
  return false;
}

/** True when the offense leads late and lets the play clock run down before each snap. */
const isMilkingClock = (state: GameState): boolean =>
  state.quarter >= 4 && getOffenseLead(state) > 0 && state.clockSeconds <= 480;

/** Seconds that pass between the end of a play and the next snap while the clock runs. */
const getRunoffSeconds = (context: GameContext, state: GameState): number => {
  const { random } = context;
  if (isHurryUp(state)) return Math.round(clamp(random.normal(14, 3), 8, 22));
  if (isMilkingClock(state)) return Math.round(clamp(random.normal(38, 1.5), 33, 40));
  return Math.round(clamp(random.normal(36, 3), 26, 40));
};

/** Which team, if any, calls a timeout to stop a running clock. */
const chooseTimeoutSide = (state: GameState): 0 | 1 | null => {
  const lead = getOffenseLead(state);
  const defense = otherSide(state.offense);
  const isLateHalf = state.quarter === 2 || state.quarter >= 4;
  if (!isLateHalf) return null;
  if (state.timeouts[state.offense] > 0 && isHurryUp(state) && state.clockSeconds <= 110)
    return state.offense;
  if (
    state.quarter >= 4 &&
    lead > 0 &&
    lead <= 16 &&
    state.timeouts[defense] > 0 &&
    state.clockSeconds <= 150
  ) {
    return defense;
  }
  return null;
};

/**
 * Runs the game clock for a play that took `playSeconds` and then, if the clock still runs,
 * for the time until the next snap: the two-minute warning stops it, timeouts stop it, and the
 * wall clock (real time since kickoff) advances by the play, the huddle and any break.
 */
export function runGameClock(
  context: GameContext,
  state: GameState,
  playSeconds: number,
  effect: ClockEffect,
): void {
  const before = state.clockSeconds;
  let clock = Math.max(0, before - playSeconds);
  let wall = playSeconds;
  const hasWarning = state.quarter === 2 || state.quarter >= 4;
  let isStopped =
    effect === 'STOPPED' ||
    (effect === 'OUT_OF_BOUNDS' && (state.quarter === 2 ? clock <= 120 : state.quarter >= 4 && clock <= 300));
  if (hasWarning && !state.twoMinuteWarningTaken && before > 120 && clock <= 120) {
    state.twoMinuteWarningTaken = true;
    if (clock > 0) {
      isStopped = true;
      wall += COMMERCIAL_SECONDS;
    }
  }
  if (!isStopped && clock > 0 && state.next === 'SCRIMMAGE') {
    state.clockSeconds = clock;
    const timeoutSide = chooseTimeoutSide(state);
    if (timeoutSide !== null) {
      state.timeouts[timeoutSide] -= 1;
      wall += 60;
    } else {
      // Out of bounds early in a half: the clock restarts once the ball is spotted.
      let runoff = getRunoffSeconds(context, state) - (effect === 'OUT_OF_BOUNDS' ? 7 : 0);
      if (hasWarning && !state.twoMinuteWarningTaken && clock > 120 && clock - runoff <= 120) {
        runoff = clock - 120;
        state.twoMinuteWarningTaken = true;
        wall += COMMERCIAL_SECONDS;
      }
      runoff = Math.min(runoff, clock);
      clock -= runoff;
      wall += runoff;
    }
  } else {
    wall += DEAD_BALL_SECONDS;
  }
  state.clockSeconds = clock;
  state.wallSeconds += wall;
}
