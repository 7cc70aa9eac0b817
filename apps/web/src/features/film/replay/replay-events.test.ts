import { describe, expect, it } from 'vitest';
import { buildEventMarks, findEventBefore, formatEventLabel } from './replay-events';
import { buildReplayTimeline } from './replay-timeline';
import { makeReplayTracking } from './testing/replay-fixtures';

describe('formatEventLabel', () => {
  it('names the generator events readably, and any other by its words', () => {
    expect(formatEventLabel('ball_snap')).toBe('Snap');
    expect(formatEventLabel('pass_outcome_caught')).toBe('Catch');
    expect(formatEventLabel('lateral_pass')).toBe('Lateral pass');
  });
});

describe('buildEventMarks', () => {
  const tracking = makeReplayTracking();
  const timeline = buildReplayTimeline(tracking);

  it('marks each event frame once, the pass arriving left out beside the catch', () => {
    expect(buildEventMarks(tracking.events, timeline)).toEqual([
      { time: 1, label: 'Snap', row: 0 },
      { time: 2.5, label: 'Pass', row: 0 },
      { time: 4, label: 'Catch', row: 0 },
      { time: 5.5, label: 'Tackle', row: 0 },
    ]);
  });

  it('joins two events of one frame and alternates the rows of crowded marks', () => {
    const events = [
      { frameId: 11, event: 'ball_snap' },
      { frameId: 13, event: 'handoff' },
      { frameId: 14, event: 'run' },
      { frameId: 56, event: 'tackle' },
      { frameId: 56, event: 'out_of_bounds' },
    ];
    expect(buildEventMarks(events, timeline).map(({ label, row }) => [label, row])).toEqual([
      ['Snap', 0],
      ['Handoff', 1],
      ['Run', 0],
      ['Tackle, Out of bounds', 0],
    ]);
  });
});

describe('findEventBefore', () => {
  const marks = buildEventMarks(makeReplayTracking().events, buildReplayTimeline(makeReplayTracking()));
  it('finds the last event at or before a time', () => {
    expect(findEventBefore(marks, 0.5)).toBeNull();
    expect(findEventBefore(marks, 2.5)?.label).toBe('Pass');
    expect(findEventBefore(marks, 3.9)?.label).toBe('Pass');
    expect(findEventBefore(marks, 60)?.label).toBe('Tackle');
  });
});
