import type { NflId, PlayRecord, Position, TeamId } from '@all22/domain';
import type { Random } from '../random/index.js';
import { createRandom } from '../random/index.js';
import type { CarrierEnd } from './interpret-play.js';
import { interpretPlay } from './interpret-play.js';
import { FIELD_MIDDLE, FIELD_WIDTH, HASH_FROM_SIDELINE, getPlayDirection } from './field-geometry.js';
import type {
  GeneratePlayTrackingOptions,
  PlayDirection,
  TrackingParticipant,
  TrackingParticipants,
} from './tracking-types.js';

/** What kind of motion a play needs; each kind has its own planner. */
export type PlayKind =
  'pass' | 'sack' | 'run' | 'scramble' | 'kickoff' | 'punt' | 'field_goal' | 'extra_point' | 'dead_ball';

/** Seconds of players set before the snap (or before the kicker's approach on kickoffs). */
export const PRE_SNAP_SECONDS = 1;
/** Seconds of frames after the whistle. */
export const POST_PLAY_SECONDS = 0.5;

/**
 * Everything the planners share about one play: the record, who is who, which way the play goes,
 * where the ball is spotted, and the play's own random stream.
 */
export interface PlayContext {
  /** The record as the planners read it (see {@link interpretPlay}). */
  play: PlayRecord;
  kind: PlayKind;
  /** How the carrier's run ends short of the end zone. */
  carrierEnd: CarrierEnd;
  random: Random;
  direction: PlayDirection;
  /** The team with the ball at the snap; on kicks, the kicking team. Its players are the "offense". */
  offenseTeamId: TeamId;
  offenseIds: NflId[];
  defenseIds: NflId[];
  /** u of the line of scrimmage, or of the kick spot on kickoffs. */
  lineOfScrimmage: number;
  /** v where the ball is spotted: a hash or the middle. */
  ballV: number;
  participant(nflId: NflId): TrackingParticipant;
  positionOf(nflId: NflId): Position;
  /** The defense's and the kicking team's players move on the same field, in the same frame. */
  isOffense(nflId: NflId): boolean;
}

/**
 * The kind of motion for a play record. Two-point tries are passes or runs like any snap; a foul
 * before the snap (no snap, no play) is a dead ball.
 */
export function getPlayKind(play: PlayRecord, positionOf: (nflId: NflId) => Position | undefined): PlayKind {
  if (play.isNoPlay && !play.isSnap && play.playType !== 'play_type_kickoff') return 'dead_ball';
  switch (play.playType) {
    case 'play_type_kickoff':
      return 'kickoff';
    case 'play_type_punt':
      return 'punt';
    case 'play_type_field_goal':
      return 'field_goal';
    case 'play_type_xp':
      return 'extra_point';
    case 'play_type_sack':
      return 'sack';
    case 'play_type_pass':
      return 'pass';
    case 'play_type_rush':
    case 'play_type_two_point_conversion': {
      if (play.playType === 'play_type_two_point_conversion' && (play.passPlay || play.attempt))
        return 'pass';
      const rusherId = play.rusherId ?? play.ballCarrierId;
      const isQbRun = rusherId !== null && (rusherId === play.passerId || positionOf(rusherId) === 'QB');
      return isQbRun && play.dropback ? 'scramble' : 'run';
    }
  }
}

/** The seed of a play's random stream: the same play always moves the same way. */
export function getPlaySeed(play: Pick<PlayRecord, 'gameId' | 'playId'>): string {
  return `tracking/${play.gameId}/${play.playId}`;
}

const KICK_SPOT_FROM_OWN_GOAL = 35;

/** u of the line of scrimmage (kick spot on kickoffs) in the kicking or snapping team's frame. */
const getLineOfScrimmage = (play: PlayRecord, kind: PlayKind, offenseTeamId: TeamId): number => {
  const yardline = play.yardlineNumber;
  if (kind === 'kickoff') {
    if (yardline === null) return KICK_SPOT_FROM_OWN_GOAL;
    // Records may give the kickoff from either team's side; yardlineNumber counts from the team with possession.
    return play.possessionTeamId === offenseTeamId ? 100 - yardline : yardline;
  }
  if (kind === 'extra_point') return 100 - (yardline ?? 15);
  if (yardline === null) throw new RangeError(`Play ${play.playId} has no yardlineNumber`);
  return 100 - yardline;
};

/**
 * Checks the inputs before any work starts and derives the shared context. Throws a RangeError
 * listing every problem (missing participants, a snap play without a yard line).
 */
export function createPlayContext(
  record: PlayRecord,
  participants: TrackingParticipants,
  options: GeneratePlayTrackingOptions,
): PlayContext {
  const ids = [...record.offensePlayerIds, ...record.defensePlayerIds];
  const missing = ids.filter((nflId) => !participants.has(nflId));
  const problems = missing.map((nflId) => `participant ${nflId} is not in the lookup`);
  // A foul before the snap lists no one: the ball just sits on the spot.
  const isDeadBall = record.isNoPlay && !record.isSnap;
  if (ids.length === 0 && !isDeadBall) problems.push('the play lists no players');
  if (problems.length > 0) throw new RangeError(`Cannot track play ${record.playId}: ${problems.join('; ')}`);
  const { play, carrierEnd } = interpretPlay(record, (nflId) => participants.get(nflId)?.position);

  const participant = (nflId: NflId): TrackingParticipant => {
    const found = participants.get(nflId);
    if (found === undefined) throw new RangeError(`Participant ${nflId} is not in the lookup`);
    return found;
  };
  const kind = getPlayKind(play, (nflId) => participants.get(nflId)?.position);
  // On kicks the kicking team is the "offense", whichever team the record gives possession to.
  const kickerId = kind === 'punt' ? play.punterId : play.kickerId;
  const kickingTeamId = kickerId !== null ? participants.get(kickerId)?.teamId : undefined;
  const offenseTeamId =
    kind === 'kickoff' && kickingTeamId !== undefined ? kickingTeamId : play.possessionTeamId;
  const offenseIds = ids.filter((nflId) => participant(nflId).teamId === offenseTeamId);
  const defenseIds = ids.filter((nflId) => participant(nflId).teamId !== offenseTeamId);
  const offenseSet = new Set(offenseIds);
  const random = createRandom(getPlaySeed(play));
  const spots = [HASH_FROM_SIDELINE, FIELD_MIDDLE, FIELD_WIDTH - HASH_FROM_SIDELINE];
  const isKickFromMiddle = kind === 'kickoff' || kind === 'field_goal' || kind === 'extra_point';
  return {
    play,
    kind,
    carrierEnd,
    random,
    direction: getPlayDirection(offenseTeamId, options.homeTeamId, play.quarter),
    offenseTeamId,
    offenseIds,
    defenseIds,
    lineOfScrimmage: getLineOfScrimmage(play, kind, offenseTeamId),
    ballV: isKickFromMiddle ? FIELD_MIDDLE : random.fork('spot').pick(spots),
    participant,
    positionOf: (nflId) => participant(nflId).position,
    isOffense: (nflId) => offenseSet.has(nflId),
  };
}

/** Top speed by position, yd/s, for players who steer (scripted runners set their own). */
export const TOP_SPEED_BY_POSITION: Readonly<Record<Position, number>> = {
  QB: 8.3,
  RB: 9.6,
  WR: 10,
  TE: 8.8,
  OL: 6.6,
  DL: 7.6,
  EDGE: 8.8,
  LB: 9.1,
  CB: 10,
  DB: 9.8,
  K: 7.5,
  P: 7.5,
  LS: 6.8,
};

const MPH_TO_YARDS_PER_SECOND = 1760 / 3600;
/** The highest speed a scripted runner is given, yd/s (about 23.5 mph). */
export const RUNNER_SPEED_CAP = 11.5;

/** The ball carrier's top speed: the record's maxSpeed (mph) when present, else his position's. */
export function getCarrierTopSpeed(context: PlayContext, carrierId: NflId): number {
  const fromRecord = context.play.maxSpeed;
  if (fromRecord !== null && fromRecord > 0)
    return Math.min(RUNNER_SPEED_CAP, fromRecord * MPH_TO_YARDS_PER_SECOND);
  return TOP_SPEED_BY_POSITION[context.positionOf(carrierId)];
}

/** A safety is taken this far inside the end zone, yards: the record's spot is the goal line. */
const SAFETY_DEPTH = 0.3;

/** u where the offense's ball carrier goes down: line of scrimmage + yards gained. */
export function getOffenseEndU(context: PlayContext): number {
  return context.lineOfScrimmage + context.play.yardsGained - (context.play.isSafety ? SAFETY_DEPTH : 0);
}
