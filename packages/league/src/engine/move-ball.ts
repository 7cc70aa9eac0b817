import type { PlayRecord } from '@all22/domain';
import { otherSide, type GameContext, type GameState, type Side } from './game-state.js';

/** What a gain from scrimmage led to. */
export type GainResult = 'TOUCHDOWN' | 'SAFETY' | 'FIRST_DOWN' | 'NEW_DOWN' | 'TURNOVER_ON_DOWNS';

/**
 * The yards a play can gain at most (to the goal line) and lose at most (to the own goal line),
 * so a ball carrier never "gains" 12 yards from the 5.
 */
export function limitGain(state: GameState, yards: number): number {
  return Math.max(state.yardlineNumber - 100, Math.min(state.yardlineNumber, yards));
}

/** Gives the ball to the other team at `yardlineNumber` (yards from its new opponent's goal). */
export function changePossession(state: GameState, yardlineNumber: number): void {
  state.offense = otherSide(state.offense);
  state.yardlineNumber = Math.min(99, Math.max(1, yardlineNumber));
  state.down = 1;
  state.distance = Math.min(10, state.yardlineNumber);
  state.drive += 1;
  state.next = 'SCRIMMAGE';
  if (state.overtime) state.overtime.possessions[state.offense] += 1;
}

/**
 * Moves the ball `yards` (already limited by {@link limitGain}) for the offense: a touchdown or
 * safety is reported for the caller to score; otherwise the down and distance advance, and a
 * failed fourth down turns the ball over where it stands.
 */
export function advanceDowns(state: GameState, yards: number): GainResult {
  const spot = state.yardlineNumber - yards;
  if (spot <= 0) return 'TOUCHDOWN';
  if (spot >= 100) return 'SAFETY';
  state.yardlineNumber = spot;
  if (yards >= state.distance) {
    state.down = 1;
    state.distance = Math.min(10, spot);
    return 'FIRST_DOWN';
  }
  if (state.down === 4) {
    changePossession(state, 100 - spot);
    return 'TURNOVER_ON_DOWNS';
  }
  state.down += 1;
  state.distance -= yards;
  return 'NEW_DOWN';
}

/** Six points for `side`; it attempts the try next (unless overtime ends the game first). */
export function scoreTouchdown(context: GameContext, state: GameState, play: PlayRecord, side: Side): void {
  state.scores[side] += 6;
  state.offense = side;
  state.next = 'TRY';
  play.touchdown = true;
  play.scoring = true;
  play.points = 6;
  play.scoringTeamId = context.teams[side].teamId;
}

/** Two points for the defense of the play; the team scored upon free-kicks from its 20. */
export function scoreSafety(context: GameContext, state: GameState, play: PlayRecord): void {
  const defense = otherSide(state.offense);
  state.scores[defense] += 2;
  state.next = 'FREE_KICK';
  play.isSafety = true;
  play.scoring = true;
  play.points = 2;
  play.scoringTeamId = context.teams[defense].teamId;
}

/** Sets the scores after the play and appends it to the game. */
export function recordPlay(state: GameState, play: PlayRecord): void {
  play.homeScore = state.scores[0];
  play.visitorScore = state.scores[1];
  state.plays.push(play);
}

/**
 * Settles a live-ball play that ended with the offense's ball carrier down (or fumbling it away):
 * yards, first down, touchdown or safety, a lost fumble turning the ball over at the spot.
 * `yards` must already be limited by {@link limitGain}. Returns what the gain led to, or null
 * after a lost fumble.
 */
export function settleLiveBall(
  context: GameContext,
  state: GameState,
  play: PlayRecord,
  yards: number,
  isFumbleLost: boolean,
): GainResult | null {
  play.yardsGained = yards;
  if (isFumbleLost && yards < state.yardlineNumber) {
    const spot = state.yardlineNumber - yards;
    play.isTurnover = true;
    play.fumbleLost = true;
    if (spot >= 100) {
      // Recovered by the defense in the offense's end zone: a defensive touchdown.
      scoreTouchdown(context, state, play, otherSide(state.offense));
      return null;
    }
    changePossession(state, 100 - spot);
    return null;
  }
  const distance = state.distance;
  const offense = state.offense;
  const result = advanceDowns(state, yards);
  play.firstDown = yards >= distance && result !== 'SAFETY';
  if (result === 'TOUCHDOWN') scoreTouchdown(context, state, play, offense);
  if (result === 'SAFETY') scoreSafety(context, state, play);
  return result;
}
