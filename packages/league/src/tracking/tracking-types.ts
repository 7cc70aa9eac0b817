import type { NflId, Position, TeamId } from '@all22/domain';

/**
 * Player-tracking data for one play, in the shape the film room draws: plain JSON (numbers,
 * strings, arrays), so the API can send it as it is.
 *
 * Field coordinates follow the tracking-data convention: x 0–120 yards along the field including
 * both end zones (goal lines at x = 10 and x = 110), y 0–53.3 yards across it. `dir` is the
 * direction of motion in degrees, clockwise from +y (0° = towards y = 53.3, 90° = towards x = 120).
 */
export interface PlayTracking {
  /** Frames per second; always 10. */
  frameRate: 10;
  /** Seconds from the first frame to the last: `frames.length = durationSeconds × frameRate + 1`. */
  durationSeconds: number;
  /** Which way the team with the ball at the snap (the kicking team on kicks) is going. */
  playDirection: PlayDirection;
  /** x of the line of scrimmage (the kick spot on kickoffs). */
  lineOfScrimmageX: number;
  /** Who is on the field, in the order every frame lists them. */
  players: TrackingPlayer[];
  frames: TrackingFrame[];
  /** Moments of the play, in frame order. */
  events: TrackingEvent[];
}

export type PlayDirection = 'left' | 'right';

export interface TrackingPlayer {
  nflId: NflId;
  teamId: TeamId;
  position: Position;
  jerseyNumber: number;
}

export interface TrackingFrame {
  /** From 1. */
  frameId: number;
  /** Seconds since the first frame. */
  t: number;
  ball: TrackingBall;
  players: TrackingPlayerFrame[];
}

/** The ball; `z` is its height above the ground in yards. */
export interface TrackingBall {
  x: number;
  y: number;
  z: number;
}

export interface TrackingPlayerFrame {
  nflId: NflId;
  teamId: TeamId;
  x: number;
  y: number;
  /** Speed, yards per second. */
  s: number;
  /** Direction of motion, degrees (see {@link PlayTracking}). */
  dir: number;
}

export const TRACKING_EVENT_TYPES = [
  'ball_snap',
  'handoff',
  'pass_forward',
  'pass_arrived',
  'pass_outcome_caught',
  'pass_outcome_incomplete',
  'pass_outcome_interception',
  'qb_sack',
  'run',
  'kick',
  'punt',
  'kick_received',
  'punt_received',
  'punt_land',
  'fair_catch',
  'touchback',
  'field_goal',
  'field_goal_missed',
  'field_goal_blocked',
  'extra_point',
  'extra_point_missed',
  'extra_point_blocked',
  'tackle',
  'out_of_bounds',
  'touchdown',
] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

export interface TrackingEvent {
  frameId: number;
  event: TrackingEventType;
}

/** What the generator needs to know about each participant (from the game-day rosters). */
export interface TrackingParticipant {
  position: Position;
  jerseyNumber: number;
  teamId: TeamId;
}

/** Every participant of the play by id; a missing participant is an input error. */
export type TrackingParticipants = ReadonlyMap<NflId, TrackingParticipant>;

export interface GeneratePlayTrackingOptions {
  /** The home team, which (with the quarter) decides the direction of play. */
  homeTeamId: TeamId;
}
