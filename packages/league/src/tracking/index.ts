/**
 * Player tracking for the film room: 22 players and the ball at 10 frames per second for any
 * play, generated on demand from its record — deterministic, never stored.
 */
export { generatePlayTracking } from './generate-play-tracking.js';
export { getPlayDirection } from './field-geometry.js';
export { TRACKING_EVENT_TYPES } from './tracking-types.js';
export type {
  GeneratePlayTrackingOptions,
  PlayDirection,
  PlayTracking,
  TrackingBall,
  TrackingEvent,
  TrackingEventType,
  TrackingFrame,
  TrackingParticipant,
  TrackingParticipants,
  TrackingPlayer,
  TrackingPlayerFrame,
} from './tracking-types.js';
