import type { NflId } from '@all22/domain';
import type { CarrierFinish } from './carrier-finish.js';
import { finishCarrierRun } from './carrier-finish.js';
import type { Point } from './field-geometry.js';
import { clamp, insideSidelines } from './field-geometry.js';
import { createMotionTrack } from './motion-track.js';
import type { PlayContext } from './play-context.js';
import { TOP_SPEED_BY_POSITION, getCarrierTopSpeed } from './play-context.js';
import type { ActorPlan, Behaviour, PlannedEvent } from './play-plan.js';
import { STAND, followTrack, inPhases } from './play-plan.js';
import type { CarrierRun } from './pursuit.js';
import { escortCarrier, getChaseOffset, makeTackle, pursueCarrier } from './pursuit.js';

export interface KickReturnOptions {
  context: PlayContext;
  /** Where everyone lines up (offense frame; the kicking team is the offense). */
  positions: ReadonlyMap<NflId, Point>;
  /** Scripted behaviours for the kicking unit before the kick (kicker, punter, snapper). */
  kickingBehaviours: ReadonlyMap<NflId, Behaviour>;
  kickTime: number;
  landing: Point;
  landTime: number;
  /** What the kick event and the receiving event are called (kickoff or punt). */
  receivedEvent: 'kick_received' | 'punt_received';
}

export interface KickReturn {
  actors: ActorPlan[];
  events: PlannedEvent[];
  /** The returner when he catches it; the ball is then his. */
  returnerId: NflId | null;
  endTime: number;
  isOutOfBounds: boolean;
}

/**
 * The part of a kickoff or punt after the kick: the returner gets under the ball as it comes
 * down and then returns it (returnYards back towards the kicking team's goal), fair-catches it,
 * downs it in the end zone for a touchback, or lets it land when there is no returner. The
 * kicking team covers down the field in lanes and its credited tacklers make the tackle; the
 * receiving team drops back and blocks for the returner.
 */
export function planKickReturn(options: KickReturnOptions): KickReturn {
  const { context, positions, kickTime, landing, landTime } = options;
  const { play, random } = context;
  const returnerId = play.returnerId !== null && positions.has(play.returnerId) ? play.returnerId : null;
  const events: PlannedEvent[] = [];
  let endTime = landTime + 1;
  let carrier: CarrierRun | undefined;
  let finish: CarrierFinish | undefined;
  let returnerBehaviour: Behaviour | undefined;

  if (returnerId === null) {
    // Untouched: a touchback in the end zone, a punt that lands (blocked, downed), an onside kick.
    if (landing.u >= 100) events.push({ time: landTime, event: 'touchback' });
    else if (options.receivedEvent === 'punt_received') events.push({ time: landTime, event: 'punt_land' });
  } else {
    const returnerStart = positions.get(returnerId) as Point;
    const builder = createMotionTrack(kickTime, returnerStart).moveBy([landing], landTime, {
      maxSpeed: 7,
      endSpeed: 0,
    });
    const isEndZoneCatch = landing.u >= 100;
    const hasReturn = play.returnYards !== null && (play.returnYards !== 0 || !isEndZoneCatch);
    if (!hasReturn) {
      const event = isEndZoneCatch
        ? 'touchback'
        : options.receivedEvent === 'punt_received'
          ? 'fair_catch'
          : 'touchback';
      events.push({ time: landTime, event });
      returnerBehaviour = followTrack(builder.build());
    } else {
      events.push({ time: landTime, event: options.receivedEvent });
      finish = finishCarrierRun({
        builder,
        random,
        endU: landing.u - (play.returnYards ?? 0),
        goalSign: -1,
        topSpeed: getCarrierTopSpeed(context, returnerId),
        hasTacklers: context.carrierEnd === 'tackle',
        isDownWithoutRun: context.carrierEnd === 'down',
      });
      events.push(...finish.events);
      carrier = { nflId: returnerId, track: finish.track, startTime: landTime, endTime: finish.endTime };
      returnerBehaviour = followTrack(finish.track);
      endTime = finish.endTime;
    }
  }

  const coverageIds = context.offenseIds;
  const returnTeamIds = context.defenseIds;
  const tacklerIds = play.tacklerIds.filter((nflId) => coverageIds.includes(nflId));
  const actors = [...coverageIds, ...returnTeamIds].map((nflId): ActorPlan => {
    const participant = context.participant(nflId);
    const start = positions.get(nflId) as Point;
    const speed = TOP_SPEED_BY_POSITION[participant.position];
    const isCoverage = context.isOffense(nflId);
    let behaviour: Behaviour;
    if (nflId === returnerId && returnerBehaviour !== undefined) behaviour = returnerBehaviour;
    else if (isCoverage) {
      const lane = insideSidelines(landing.v + (start.v - landing.v) * 0.5, 2);
      const downField: Behaviour = () => ({ kind: 'steer', target: { u: landing.u - 4, v: lane }, speed });
      const tacklerIndex = tacklerIds.indexOf(nflId);
      const chase: Behaviour =
        carrier === undefined
          ? () => ({ kind: 'steer', target: { u: landing.u - 2, v: lane }, speed: speed * 0.5 })
          : tacklerIndex >= 0
            ? makeTackle(carrier, getChaseOffset(tacklerIndex, 0.9, true), speed)
            : pursueCarrier(carrier, getChaseOffset(coverageIds.indexOf(nflId), 2.5, false), speed * 0.9);
      const afterKick = inPhases([[tacklerIndex >= 0 ? kickTime + 0.5 : landTime, downField]], chase);
      const before = options.kickingBehaviours.get(nflId) ?? (() => STAND);
      behaviour = inPhases([[kickTime, before]], afterKick);
    } else {
      const wall = {
        u: clamp(landing.u - 12, start.u - 25, start.u),
        v: insideSidelines(start.v * 0.7 + landing.v * 0.3, 3),
      };
      const dropBack: Behaviour = () => ({ kind: 'steer', target: wall, speed: speed * 0.7 });
      const block = carrier === undefined ? dropBack : escortCarrier(carrier, coverageIds, speed * 0.8);
      behaviour = inPhases(
        [
          [kickTime, () => STAND],
          [landTime, dropBack],
        ],
        block,
      );
    }
    return { nflId, teamId: participant.teamId, isOffense: isCoverage, start, maxSpeed: speed, behaviour };
  });
  return {
    actors,
    events,
    returnerId,
    endTime,
    isOutOfBounds: finish?.outcome === 'out_of_bounds',
  };
}
