import type { NflId, PlayRecord, Position } from '@all22/domain';

/** How a run with the ball ends when it does not reach the end zone. */
export type CarrierEnd = 'tackle' | 'out_of_bounds' | 'down';

/** The record as the planners read it, and how the carrier's run ends. */
export interface InterpretedPlay {
  play: PlayRecord;
  carrierEnd: CarrierEnd;
}

/** Air yards past the goal line of a two-point pass the record gives no depth for. */
const TRY_PASS_DEPTH = 2;

const findByPosition = (
  ids: readonly NflId[],
  positionOf: (nflId: NflId) => Position | undefined,
  positions: readonly Position[],
): NflId | null => {
  for (const position of positions) {
    const found = ids.find((nflId) => positionOf(nflId) === position);
    if (found !== undefined) return found;
  }
  return null;
};

/**
 * A kneel-down: the quarterback carries from under center for no gain, with no tackler and no
 * top speed (he never runs). The engine records kneels as rushes; only these fields tell.
 */
const isKneel = (play: PlayRecord, positionOf: (nflId: NflId) => Position | undefined): boolean =>
  play.playType === 'play_type_rush' &&
  !play.dropback &&
  play.qbAlignment === 'UNDER_CENTER' &&
  play.rusherId !== null &&
  positionOf(play.rusherId) === 'QB' &&
  play.yardsGained <= 0 &&
  play.tacklerIds.length === 0 &&
  play.maxSpeed === null;

/**
 * Fills in what the play engine leaves out but the motion needs, without changing what the
 * record says happened. Returns a shallow copy when anything changes (the record's arrays are
 * shared and frozen: never mutated).
 *
 * - A two-point try has only its result (kickResult): a good pass is caught in the end zone, a
 *   good run crosses the goal line, a failed run is stopped a yard short, a failed pass falls
 *   incomplete.
 * - A snap wiped out by a penalty keeps only the called play type: a called run is a handoff to
 *   the back, stopped at the line.
 * - A punt fair-caught names no returner: the receiving team's back-most player type catches it.
 * - Without credited tacklers a carrier ran out of bounds (the engine's rule), except on a kneel
 *   and on stops the record implies (failed tries, wiped-out runs).
 */
export function interpretPlay(
  play: PlayRecord,
  positionOf: (nflId: NflId) => Position | undefined,
): InterpretedPlay {
  const defaultEnd: CarrierEnd = play.tacklerIds.length > 0 ? 'tackle' : 'out_of_bounds';
  if (play.playType === 'play_type_two_point_conversion') {
    const isGood = play.kickResult === 'SUCCESS' || play.points > 0;
    const toGoal = play.yardlineNumber ?? 2;
    if (play.passPlay || play.attempt) {
      return {
        play: {
          ...play,
          completion: isGood,
          reception: isGood,
          airYards: play.airYards ?? toGoal + TRY_PASS_DEPTH,
          yardsGained: isGood ? toGoal : 0,
          ballCarrierId: isGood ? (play.ballCarrierId ?? play.targetId) : play.ballCarrierId,
        },
        carrierEnd: 'tackle',
      };
    }
    return {
      play: {
        ...play,
        yardsGained: isGood ? toGoal : play.yardsGained !== 0 ? play.yardsGained : toGoal - 1,
        ballCarrierId: play.ballCarrierId ?? play.rusherId,
      },
      carrierEnd: 'tackle',
    };
  }
  if (play.isNoPlay && play.playType === 'play_type_rush' && play.rusherId === null) {
    const back = findByPosition(play.offensePlayerIds, positionOf, ['RB', 'QB']);
    return { play: { ...play, rusherId: back, ballCarrierId: back }, carrierEnd: 'tackle' };
  }
  if (play.playType === 'play_type_punt' && play.returnerId === null && play.kickResult === null) {
    const catcher = findByPosition(play.defensePlayerIds, positionOf, ['WR', 'RB', 'CB', 'DB']);
    return { play: { ...play, returnerId: catcher, returnYards: null }, carrierEnd: defaultEnd };
  }
  if (isKneel(play, positionOf)) return { play, carrierEnd: 'down' };
  return { play, carrierEnd: defaultEnd };
}
