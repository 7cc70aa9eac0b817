import { describe, expect, it } from 'vitest';
import { createFrameTimeRing, installFrameTimeRecorder } from './frame-times';

describe('createFrameTimeRing', () => {
  it('keeps the last values, oldest first', () => {
    const ring = createFrameTimeRing(3);
    expect(ring.values()).toEqual([]);
    [1, 2, 3, 4, 5].forEach((value) => ring.push(value));
    expect(ring.values()).toEqual([3, 4, 5]);
    ring.clear();
    ring.push(9);
    expect(ring.values()).toEqual([9]);
  });
});

describe('installFrameTimeRecorder', () => {
  it('records nothing and exposes nothing without the bench flag', () => {
    window.history.replaceState(null, '', '/film/plays/2024090800-1');
    delete window.__filmReplayFrameTimes;
    expect(installFrameTimeRecorder()).toBeNull();
    expect(window.__filmReplayFrameTimes).toBeUndefined();
  });

  it('exposes the frame times on window with ?bench-replay', () => {
    window.history.replaceState(null, '', '/film/plays/2024090800-1?bench-replay');
    const recorder = installFrameTimeRecorder();
    recorder?.record(2.5, null);
    recorder?.record(3, 16.7);
    expect(window.__filmReplayFrameTimes?.draws()).toEqual([2.5, 3]);
    expect(window.__filmReplayFrameTimes?.intervals()).toEqual([16.7]);
    window.__filmReplayFrameTimes?.clear();
    expect(window.__filmReplayFrameTimes?.draws()).toEqual([]);
    delete window.__filmReplayFrameTimes;
    window.history.replaceState(null, '', '/');
  });
});
