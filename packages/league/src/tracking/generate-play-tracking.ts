import type { PlayRecord } from '@all22/domain';
import { assignScrimmageRoles } from './assign-scrimmage-roles.js';
import { createBallPath } from './ball-path.js';
import { alignDefense } from './defense-formation.js';
import { toFieldXY } from './field-geometry.js';
import { planKickoff } from './kickoff-plan.js';
import { alignOffense } from './offense-formation.js';
import { planPass } from './pass-plan.js';
import { planPlaceKick } from './place-kick-plan.js';
import type { PlayContext } from './play-context.js';
import { POST_PLAY_SECONDS, PRE_SNAP_SECONDS, createPlayContext } from './play-context.js';
import type { PlayPlan } from './play-plan.js';
import { RESTING_BALL_HEIGHT, STAND } from './play-plan.js';
import { planPunt } from './punt-plan.js';
import { planRun } from './run-plan.js';
import { planSack } from './sack-plan.js';
import { FRAME_RATE, simulatePlay, toFrameTime } from './simulate-play.js';
import type { GeneratePlayTrackingOptions, PlayTracking, TrackingParticipants } from './tracking-types.js';

/** Plans a snap play: formations, the planner for its kind, then a role for everyone else. */
const planScrimmagePlay = (context: PlayContext): PlayPlan => {
  const offense = alignOffense(context);
  const defense = alignDefense(context, offense);
  const script =
    context.kind === 'pass'
      ? planPass(context, offense, defense)
      : context.kind === 'sack'
        ? planSack(context, offense, defense)
        : planRun(context, offense, defense);
  return {
    actors: assignScrimmageRoles(context, script),
    ball: createBallPath(script.ballPhases),
    events: script.events,
    duration: toFrameTime(script.endTime) + POST_PLAY_SECONDS,
    isOutOfBounds: script.isOutOfBounds,
  };
};

/**
 * A foul before the snap: whoever the record lists stands in formation and the ball sits on the
 * spot until the flag; nothing else moves.
 */
const planDeadBall = (context: PlayContext): PlayPlan => {
  const offense = alignOffense(context);
  const defense = alignDefense(context, offense);
  const positions = new Map([...offense.positions, ...defense.positions]);
  const spot = { u: context.lineOfScrimmage, v: context.ballV };
  return {
    actors: [...context.offenseIds, ...context.defenseIds].map((nflId) => ({
      nflId,
      teamId: context.participant(nflId).teamId,
      isOffense: context.isOffense(nflId),
      start: positions.get(nflId) ?? spot,
      maxSpeed: 0,
      behaviour: () => STAND,
    })),
    ball: createBallPath([
      { kind: 'rest', until: Number.POSITIVE_INFINITY, at: spot, z: RESTING_BALL_HEIGHT },
    ]),
    events: [],
    duration: PRE_SNAP_SECONDS + POST_PLAY_SECONDS,
    isOutOfBounds: false,
  };
};

const planPlay = (context: PlayContext): PlayPlan => {
  switch (context.kind) {
    case 'pass':
    case 'sack':
    case 'run':
    case 'scramble':
      return planScrimmagePlay(context);
    case 'kickoff':
      return planKickoff(context);
    case 'punt':
      return planPunt(context);
    case 'field_goal':
    case 'extra_point':
      return planPlaceKick(context);
    case 'dead_ball':
      return planDeadBall(context);
  }
};

/**
 * Player-tracking data for a play: the 22 players and the ball at 10 frames per second, from
 * the line-up through the whistle, consistent with the record (the ball carrier ends at the
 * play's end spot, a completed pass reaches its air-yards spot with the target, tacklers arrive
 * at the tackle). Deterministic: the same play gives the same frames (seeded by gameId and
 * playId). Throws a RangeError listing what is wrong when the inputs cannot describe a play.
 */
export function generatePlayTracking(
  play: PlayRecord,
  participants: TrackingParticipants,
  options: GeneratePlayTrackingOptions,
): PlayTracking {
  const context = createPlayContext(play, participants, options);
  const plan = planPlay(context);
  const { frames, events } = simulatePlay(plan, context.direction);
  return {
    frameRate: FRAME_RATE,
    durationSeconds: Math.round(plan.duration * FRAME_RATE) / FRAME_RATE,
    playDirection: context.direction,
    lineOfScrimmageX: toFieldXY({ u: context.lineOfScrimmage, v: 0 }, context.direction).x,
    players: plan.actors.map((actor) => {
      const { position, jerseyNumber } = context.participant(actor.nflId);
      return { nflId: actor.nflId, teamId: actor.teamId, position, jerseyNumber };
    }),
    frames,
    events,
  };
}
