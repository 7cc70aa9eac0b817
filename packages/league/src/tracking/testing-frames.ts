import type { NflId, PlayRecord } from '@all22/domain';
import { generatePlayTracking } from './generate-play-tracking.js';
import { TEST_OPTIONS, createTestParticipants } from './testing.js';
import type {
  PlayTracking,
  TrackingEventType,
  TrackingFrame,
  TrackingPlayerFrame,
} from './tracking-types.js';

/** Test helpers for reading generated frames, shared by the tracking tests. */
const participants = createTestParticipants();

/** Tracking of a play from testing.ts, with the test roster. */
export const track = (play: PlayRecord): PlayTracking =>
  generatePlayTracking(play, participants, TEST_OPTIONS);

/** The frame of an event; throws naming the events there are when it is missing. */
export const frameOf = (tracking: PlayTracking, event: TrackingEventType): TrackingFrame => {
  const found = tracking.events.find((candidate) => candidate.event === event);
  if (found === undefined)
    throw new Error(`No ${event} event in ${tracking.events.map((e) => e.event).join(', ')}`);
  return tracking.frames[found.frameId - 1] as TrackingFrame;
};

/** A player's place in a frame; throws when he is not in it. */
export const playerIn = (frame: TrackingFrame, nflId: NflId): TrackingPlayerFrame => {
  const player = frame.players.find((candidate) => candidate.nflId === nflId);
  if (player === undefined) throw new Error(`Player ${nflId} not in frame ${frame.frameId}`);
  return player;
};

export const lastFrame = (tracking: PlayTracking): TrackingFrame => tracking.frames.at(-1) as TrackingFrame;

/** +1 when the offense (the kicking team on kicks) goes towards x = 120. */
export const sign = (tracking: PlayTracking): number => (tracking.playDirection === 'right' ? 1 : -1);

export const distance = (a: { x: number; y: number }, b: { x: number; y: number }): number =>
  Math.hypot(a.x - b.x, a.y - b.y);
