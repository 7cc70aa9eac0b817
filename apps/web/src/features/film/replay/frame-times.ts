/**
 * Frame timing for e2e/bench-replay.ts. Off unless the page's URL carries `?bench-replay`: then
 * each drawn frame's duration (the loop's work, ms) and the time since the frame before (the
 * display's cadence, ms) go into fixed-size ring buffers exposed as `window.__filmReplayFrameTimes`.
 * A ring buffer, not performance.measure: a replay left looping would otherwise grow the
 * performance timeline by 60 entries a second.
 */
export const FRAME_BENCH_PARAM = 'bench-replay';
/** Two minutes at 60 frames a second. */
const CAPACITY = 7200;

export interface FrameTimeRing {
  push(value: number): void;
  /** Oldest first. */
  values(): number[];
  clear(): void;
}

export function createFrameTimeRing(capacity = CAPACITY): FrameTimeRing {
  const buffer = new Float64Array(capacity);
  let next = 0;
  let size = 0;
  return {
    push(value) {
      buffer[next] = value;
      next = (next + 1) % capacity;
      size = Math.min(size + 1, capacity);
    },
    values() {
      const start = (next - size + capacity) % capacity;
      return Array.from({ length: size }, (_, index) => buffer[(start + index) % capacity] ?? 0);
    },
    clear() {
      next = 0;
      size = 0;
    },
  };
}

/** What the bench reads. */
export interface FilmReplayFrameTimes {
  /** Milliseconds spent drawing each frame. */
  draws(): number[];
  /** Milliseconds between the starts of consecutive drawn frames while playing. */
  intervals(): number[];
  clear(): void;
}

declare global {
  interface Window {
    __filmReplayFrameTimes?: FilmReplayFrameTimes;
  }
}

export interface FrameTimeRecorder {
  record(drawMs: number, intervalMs: number | null): void;
}

/** The recorder when the bench asked for one (and exposes it on `window`), else null. */
export function installFrameTimeRecorder(win: Window = window): FrameTimeRecorder | null {
  if (!new URLSearchParams(win.location.search).has(FRAME_BENCH_PARAM)) return null;
  const draws = createFrameTimeRing();
  const intervals = createFrameTimeRing();
  win.__filmReplayFrameTimes = {
    draws: () => draws.values(),
    intervals: () => intervals.values(),
    clear: () => {
      draws.clear();
      intervals.clear();
    },
  };
  return {
    record(drawMs, intervalMs) {
      draws.push(drawMs);
      if (intervalMs !== null) intervals.push(intervalMs);
    },
  };
}
