import type { NflId } from '@all22/domain';
import { breakOnBall, coverMan, dropToZone, getZoneLandmark } from './coverage.js';
import type { Point } from './field-geometry.js';
import { distanceBetween } from './field-geometry.js';
import { assignBlocks, driveBlock, fitRun, protectPasser, rushPasser } from './line-play.js';
import { createMotionTrack } from './motion-track.js';
import type { PlayContext } from './play-context.js';
import { TOP_SPEED_BY_POSITION } from './play-context.js';
import type { ActorPlan, Behaviour, World } from './play-plan.js';
import { STAND, followTrack, inPhases } from './play-plan.js';
import { escortCarrier, getChaseOffset, makeTackle, pursueCarrier } from './pursuit.js';
import { buildDecoyRoutePoints } from './route-paths.js';
import type { ScrimmageScript } from './scrimmage-script.js';

/** Seconds a defender takes to react to the throw or the handoff. */
const REACTION = 0.25;

const standUntil = (time: number, then: Behaviour): Behaviour => inPhases([[time, () => STAND]], then);

/**
 * Gives every player the planner did not script a role: blockers protect or drive, other
 * receivers run decoy routes, rushers rush, the rest cover (man on their matchup or zone by the
 * shell); once someone has the ball, his teammates escort him, the other team chases, and the
 * credited tacklers arrive where he goes down.
 */
export function assignScrimmageRoles(context: PlayContext, script: ScrimmageScript): ActorPlan[] {
  const { play, random, lineOfScrimmage: los } = context;
  const { offense, defense, snapTime, carrier, pass } = script;
  const positions = new Map<NflId, Point>([...offense.positions, ...defense.positions]);
  const passerSpot = (world: World): Point =>
    script.passerId !== null ? world.positionOf(script.passerId) : { u: los - 6, v: context.ballV };
  const chaserIds = script.isCarrierOnDefense ? context.offenseIds : context.defenseIds;
  const escortIds = script.isCarrierOnDefense ? context.defenseIds : context.offenseIds;
  const tacklerIds = play.tacklerIds.filter((nflId) => chaserIds.includes(nflId));
  const exchange = carrier?.startTime ?? Number.POSITIVE_INFINITY;
  const routeRunners = new Set(play.routeRunnerIds);
  const blockerIds = context.offenseIds.filter(
    (nflId) =>
      !script.tracks.has(nflId) &&
      nflId !== script.passerId &&
      (script.isRun
        ? true
        : !routeRunners.has(nflId) && offense.receiverAlignments.get(nflId)?.alignment !== 'WIDE'),
  );
  const rusherSet = new Set(script.rusherIds);
  const blocks = assignBlocks(
    blockerIds,
    script.isRun ? context.defenseIds : script.rusherIds.length > 0 ? script.rusherIds : context.defenseIds,
    positions,
  );
  const pressureIds = new Set(play.pressurePlayerIds);

  /** After the exchange: escort (carrier's team), tackle (credited tacklers) or chase (the rest). */
  const afterExchange = (nflId: NflId, speed: number): Behaviour => {
    if (carrier === undefined || nflId === carrier.nflId) return () => STAND;
    if (escortIds.includes(nflId)) return escortCarrier(carrier, chaserIds, speed * 0.8);
    const tacklerIndex = tacklerIds.indexOf(nflId);
    if (tacklerIndex >= 0) return makeTackle(carrier, getChaseOffset(tacklerIndex, 0.9, true), speed);
    return pursueCarrier(carrier, getChaseOffset(chaserIds.indexOf(nflId), 2.5, false), speed * 0.9);
  };
  /** The moment a chaser turns to the carrier: the tacklers a little earlier, to be there. */
  const chaseFrom = (nflId: NflId): number => {
    const base = Math.min(exchange + REACTION, pass === undefined ? exchange : exchange + REACTION);
    return tacklerIds.includes(nflId) ? Math.max(snapTime + 0.3, base - 0.8) : base;
  };

  const behaviourFor = (nflId: NflId): Behaviour => {
    const scripted = script.behaviours.get(nflId);
    if (scripted !== undefined) return scripted;
    const track = script.tracks.get(nflId);
    if (track !== undefined) return followTrack(track);
    const speed = TOP_SPEED_BY_POSITION[context.positionOf(nflId)] * (0.95 + random.float() * 0.05);
    const start = positions.get(nflId) as Point;
    if (context.isOffense(nflId)) return standUntil(snapTime, offenseRole(nflId, speed, start));
    return standUntil(snapTime, defenseRole(nflId, speed, start));
  };

  const offenseRole = (nflId: NflId, speed: number, start: Point): Behaviour => {
    const blockOn = blocks.get(nflId);
    if (blockOn !== undefined) {
      const block = script.isRun ? driveBlock(blockOn) : protectPasser(blockOn, passerSpot, los);
      return inPhases([[exchange + (script.isRun ? 1.2 : REACTION), block]], afterExchange(nflId, speed));
    }
    // A receiver's decoy route, then to the ball once it is thrown, then escort.
    const side = offense.receiverAlignments.get(nflId)?.side ?? 1;
    const route = createMotionTrack(snapTime, start)
      .move(buildDecoyRoutePoints(random, start, side, los), { cruiseSpeed: speed * 0.8, endSpeed: 0 })
      .build();
    if (pass === undefined)
      return inPhases([[exchange + REACTION, followTrack(route)]], afterExchange(nflId, speed));
    const toBall: Behaviour = () => ({ kind: 'steer', target: pass.spot, speed: speed * 0.6 });
    return inPhases(
      [
        [pass.throwTime + 0.4, followTrack(route)],
        [exchange + REACTION, toBall],
      ],
      afterExchange(nflId, speed),
    );
  };

  const defenseRole = (nflId: NflId, speed: number, start: Point): Behaviour => {
    const alignment = defense.alignments.get(nflId) ?? 'LB';
    const chase = afterExchange(nflId, speed);
    if (script.isRun) {
      const isFront = alignment === 'DT' || alignment === 'EDGE' || alignment === 'LB';
      // The line holds: until they shed their blocks, front defenders fill gaps at the line.
      const carrierSpot = (time: number): Point => {
        const spot =
          carrier === undefined ? { u: los, v: context.ballV } : carrier.track.sample(time + 0.5).point;
        return { u: Math.max(spot.u, los + 0.3), v: spot.v };
      };
      const readRun = isFront
        ? fitRun(nflId, speed, carrierSpot, blockerIds)
        : dropToZone(getZoneLandmark(alignment, start, los, defense.isSingleHigh), speed * 0.5);
      return inPhases([[isFront ? chaseFrom(nflId) + 0.6 : snapTime + 0.8, readRun]], chase);
    }
    let cover: Behaviour;
    if (rusherSet.has(nflId)) {
      const winsAt = pressureIds.has(nflId) && pass !== undefined ? pass.throwTime - 0.4 : undefined;
      cover = rushPasser({ nflId, speed, goal: passerSpot, blockerIds, winsAt });
    } else {
      const receiverId = defense.matchups.get(nflId);
      cover =
        play.defCoverageType !== 'ZONE' && receiverId !== undefined
          ? coverMan(receiverId, Math.max(1, start.u - los), speed, snapTime)
          : dropToZone(getZoneLandmark(alignment, start, los, defense.isSingleHigh), speed * 0.75);
    }
    if (pass === undefined) return inPhases([[chaseFrom(nflId), cover]], chase);
    const offset = getChaseOffset(
      context.defenseIds.indexOf(nflId),
      1.5 + distanceBetween(start, pass.spot) * 0.1,
      true,
    );
    const onBall = breakOnBall(pass.spot, offset, pass.arriveTime + 0.5, speed);
    return inPhases(
      [
        [pass.throwTime + REACTION, cover],
        [Math.min(chaseFrom(nflId), Math.max(exchange, pass.throwTime + REACTION)), onBall],
      ],
      carrier === undefined ? onBall : chase,
    );
  };

  const actors: ActorPlan[] = [];
  for (const nflId of [...context.offenseIds, ...context.defenseIds]) {
    const participant = context.participant(nflId);
    actors.push({
      nflId,
      teamId: participant.teamId,
      isOffense: context.isOffense(nflId),
      start: positions.get(nflId) ?? { u: los, v: context.ballV },
      maxSpeed: TOP_SPEED_BY_POSITION[participant.position],
      behaviour: behaviourFor(nflId),
    });
  }
  return actors;
}
