import type { NflId } from '@all22/domain';
import type { DefenseFormation } from './defense-formation.js';
import type { Point } from './field-geometry.js';
import type { MotionTrack } from './motion-track.js';
import type { OffenseFormation } from './offense-formation.js';
import type { BallPhase, Behaviour, PlannedEvent } from './play-plan.js';
import type { CarrierRun } from './pursuit.js';

/**
 * What a snap planner (pass, run, sack, scramble) decides: the scripted players, the ball and
 * the key moments. Everyone else gets a role from {@link assignScrimmageRoles}.
 */
export interface ScrimmageScript {
  offense: OffenseFormation;
  defense: DefenseFormation;
  snapTime: number;
  /** Players scripted for the whole play. */
  tracks: Map<NflId, MotionTrack>;
  /** Players the planner gave a particular behaviour (sackers, the defender nearest the target). */
  behaviours: Map<NflId, Behaviour>;
  passerId: NflId | null;
  pass?: ThrownPass;
  /** Who has the ball once it is handed off or caught, until the whistle. */
  carrier?: CarrierRun;
  /** True when the defense has the ball after the exchange (an interception). */
  isCarrierOnDefense: boolean;
  /** Pass rushers; on runs, unused. */
  rusherIds: NflId[];
  isRun: boolean;
  ballPhases: BallPhase[];
  events: PlannedEvent[];
  /** The whistle. */
  endTime: number;
  isOutOfBounds: boolean;
}

export interface ThrownPass {
  throwTime: number;
  arriveTime: number;
  spot: Point;
}
