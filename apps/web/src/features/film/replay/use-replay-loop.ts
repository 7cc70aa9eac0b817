import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { installFrameTimeRecorder } from './frame-times';
import {
  createReplayRunner,
  type FrameScheduler,
  type ReplayRunner,
  type ReplaySettings,
} from './replay-runner';

/**
 * Runs the replay on `canvasRef` (see createReplayRunner): the runner is told of every render's
 * settings and of every resize of the canvas (ResizeObserver, device pixel ratio included). The
 * time lives in the runner; React hears of it through `onTime`, throttled while playing.
 * A new play (a new playId in the scene) starts from its first frame.
 */
export function useReplayLoop(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  settings: ReplaySettings,
): ReplayRunner {
  const [runner] = useState(() => createReplayRunner(settings, browserScheduler, installFrameTimeRecorder()));

  useLayoutEffect(() => {
    runner.update(settings);
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas === null) return undefined;
    const ctx = canvas.getContext('2d');
    const resize = () => {
      const rect = canvas.getBoundingClientRect();
      const pixelRatio = window.devicePixelRatio || 1;
      canvas.width = Math.max(1, Math.round(rect.width * pixelRatio));
      canvas.height = Math.max(1, Math.round(rect.height * pixelRatio));
      runner.resize({ ctx, viewport: { width: rect.width, height: rect.height }, pixelRatio });
    };
    resize();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [canvasRef, runner]);

  useEffect(() => () => runner.dispose(), [runner]);

  return runner;
}

/** requestAnimationFrame, or a 60 Hz timer where there is none (jsdom). */
const browserScheduler: FrameScheduler = {
  request: (callback) =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(callback)
      : window.setTimeout(() => callback(performance.now()), 16),
  cancel: (id) =>
    typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(id) : window.clearTimeout(id),
  now: () => performance.now(),
};
