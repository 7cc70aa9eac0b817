import type { PlayTrackingResponse } from '@all22/contracts';
import { timeOfFrame, type ReplayTimeline } from './replay-timeline';

/** The tracking generator's event names (packages/league tracking-types.ts) as the film shows them. */
const EVENT_LABELS: Record<string, string> = {
  ball_snap: 'Snap',
  handoff: 'Handoff',
  pass_forward: 'Pass',
  pass_arrived: 'Pass arrives',
  pass_outcome_caught: 'Catch',
  pass_outcome_incomplete: 'Incomplete',
  pass_outcome_interception: 'Interception',
  qb_sack: 'Sack',
  run: 'Run',
  kick: 'Kick',
  punt: 'Punt',
  kick_received: 'Kick received',
  punt_received: 'Punt received',
  punt_land: 'Punt lands',
  fair_catch: 'Fair catch',
  touchback: 'Touchback',
  field_goal: 'Field goal',
  field_goal_missed: 'Field goal missed',
  field_goal_blocked: 'Field goal blocked',
  extra_point: 'Extra point',
  extra_point_missed: 'Extra point missed',
  extra_point_blocked: 'Extra point blocked',
  tackle: 'Tackle',
  out_of_bounds: 'Out of bounds',
  touchdown: 'Touchdown',
};

/** An event name as a label; one the list does not know reads as its words ("lateral_pass" → "Lateral pass"). */
export function formatEventLabel(event: string): string {
  const known = EVENT_LABELS[event];
  if (known !== undefined) return known;
  const words = event.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Events that only restate another one on the same frame ("the pass arrives" beside "catch"):
 * dropped from the scrubber, where two labels on one spot would print over each other.
 */
const IMPLIED_EVENTS = new Set(['pass_arrived']);

export interface ReplayMark {
  /** Seconds from the first frame. */
  time: number;
  label: string;
  /** Label row under the scrubber: marks close together alternate rows so their labels do not overlap. */
  row: 0 | 1;
}

/**
 * Marks for the scrubber: one per frame with events (their labels joined), in time order; two
 * marks nearer than `minGapShare` of the replay alternate rows.
 */
export function buildEventMarks(
  events: PlayTrackingResponse['events'],
  timeline: ReplayTimeline,
  minGapShare = 0.12,
): ReplayMark[] {
  const byFrame = new Map<number, string[]>();
  for (const { frameId, event } of [...events].sort((a, b) => a.frameId - b.frameId)) {
    byFrame.set(frameId, [...(byFrame.get(frameId) ?? []), event]);
  }
  const marks: ReplayMark[] = [];
  for (const [frameId, names] of byFrame) {
    const shown = names.length > 1 ? names.filter((name) => !IMPLIED_EVENTS.has(name)) : names;
    const time = timeOfFrame(timeline, frameId);
    const previous = marks.at(-1);
    const isCrowded =
      previous !== undefined && time - previous.time < Math.max(timeline.durationSeconds, 1e-9) * minGapShare;
    marks.push({
      time,
      label: shown.map(formatEventLabel).join(', '),
      row: isCrowded && previous.row === 0 ? 1 : 0,
    });
  }
  return marks;
}

/** The last event at or before `time` (what the live region names with the time), or null. */
export function findEventBefore(marks: readonly ReplayMark[], time: number): ReplayMark | null {
  let found: ReplayMark | null = null;
  for (const mark of marks) {
    if (mark.time <= time + 1e-6) found = mark;
    else break;
  }
  return found;
}
