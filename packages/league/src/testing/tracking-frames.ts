import type { NflId, PlayRecord } from '@all22/domain';
import { generatePlayTracking } from '../tracking/generate-play-tracking.js';
import { TEST_OPTIONS, createTestParticipants } from './tracking.js';
import type {
  PlayTracking,
  TrackingEventType,
  TrackingFrame,
  TrackingPlayerFrame,
} from '../tracking/tracking-types.js';

/** Test helpers for reading generated frames, shared by the tracking tests. */
const participants = createTestParticipants();

/** Tracking of a play from tracking.ts, with the test roster. */
export function track(play: PlayRecord): PlayTracking {
  return generatePlayTracking(play, participants, TEST_OPTIONS);
}

/** The frame of an event; throws naming the events there are when it is missing. */
export function frameOf(tracking: PlayTracking, event: TrackingEventType): TrackingFrame {
  const found = tracking.events.find((candidate) => candidate.event === event);
  if (found === undefined)
    throw new Error(`No ${event} event in ${tracking.events.map((e) => e.event).join(', ')}`);
  return tracking.frames[found.frameId - 1] as TrackingFrame;
}

/** A player's place in a frame; throws when he is not in it. */
export function playerIn(frame: TrackingFrame, nflId: NflId): TrackingPlayerFrame {
  const player = frame.players.find((candidate) => candidate.nflId === nflId);
  if (player === undefined) throw new Error(`Player ${nflId} not in frame ${frame.frameId}`);
  return player;
}

export function lastFrame(tracking: PlayTracking): TrackingFrame {
  return tracking.frames.at(-1) as TrackingFrame;
}

/** +1 when the offense (the kicking team on kicks) goes towards x = 120. */
export function sign(tracking: PlayTracking): number {
  return tracking.playDirection === 'right' ? 1 : -1;
}

export function distance(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
