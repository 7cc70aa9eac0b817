import type { ClipType } from '@all22/domain';
import { createCamera, type Viewport } from './camera';
import {
  createDotFrame,
  drawBall,
  drawPlayers,
  projectPlayers,
  type DotFrame,
  type ProjectedDot,
} from './draw-players';
import { createFieldLayer, type FieldScene } from './field-layer';
import type { FrameTimeRecorder } from './frame-times';
import { hitTestDots } from './hit-test';
import { advanceReplayTime } from './replay-clock';
import type { ReplayPlayer } from './replay-description';
import { createReplayPose, interpolatePose, type ReplayPose, type ReplayTimeline } from './replay-timeline';

/** Everything drawn that does not change while the play runs. */
export interface ReplayScene extends FieldScene {
  /** The play's id: a new one starts the clock again (a refetched copy of the same play does not). */
  playId: string;
  timeline: ReplayTimeline;
  players: readonly ReplayPlayer[];
}

/** What React decides; the runner is told of every change. */
export interface ReplaySettings {
  scene: ReplayScene;
  angle: ClipType;
  isPlaying: boolean;
  speed: number;
  isLooping: boolean;
  /** The player named by hover or keyboard focus: drawn with a ring. */
  namedId: number | null;
  /** The clock, at most every DISPLAY_INTERVAL_MS while playing, at once otherwise. */
  onTime: (seconds: number) => void;
  /** The replay reached its end without looping; the loop has stopped. */
  onEnded: () => void;
}

export interface ReplaySurface {
  ctx: CanvasRenderingContext2D | null;
  viewport: Viewport;
  pixelRatio: number;
}

export interface FrameScheduler {
  request(callback: (now: number) => void): number;
  cancel(id: number): void;
  now(): number;
}

/** The clock display is a React state, refreshed at most this often while playing. */
export const DISPLAY_INTERVAL_MS = 80;
/** The cameras' focus snaps to 1/50 yard, so a camera at rest is exactly at rest (see field-layer). */
const FOCUS_STEP = 50;

/**
 * The replay's engine, outside React: a requestAnimationFrame loop while playing (a single draw
 * on demand while paused) that advances the clock, interpolates the pose and draws field,
 * players and ball straight to the canvas. Nothing here allocates per frame but the camera.
 */
export function createReplayRunner(
  settings: ReplaySettings,
  scheduler: FrameScheduler,
  recorder: FrameTimeRecorder | null,
) {
  let current = settings;
  let surface: ReplaySurface = { ctx: null, viewport: { width: 0, height: 0 }, pixelRatio: 1 };
  let time = 0;
  let frameId: number | null = null;
  let lastNow: number | null = null;
  let lastPublished = Number.NEGATIVE_INFINITY;
  const fieldLayer = createFieldLayer();
  let frames: { timeline: ReplayTimeline; pose: ReplayPose; dots: DotFrame } | null = null;

  function framesFor(timeline: ReplayTimeline) {
    if (frames?.timeline !== timeline) {
      frames = {
        timeline,
        pose: createReplayPose(timeline),
        dots: createDotFrame(timeline.playerIds.length),
      };
    }
    return frames;
  }

  /** Projects the players even without a 2D context: hovering and naming need their places. */
  function draw(): void {
    const { ctx, viewport, pixelRatio } = surface;
    if (viewport.width === 0 || viewport.height === 0) return;
    const { scene } = current;
    const { pose, dots } = framesFor(scene.timeline);
    interpolatePose(scene.timeline, time, pose);
    const focus = Math.round(pose.cameraX * FOCUS_STEP) / FOCUS_STEP;
    const camera = createCamera(current.angle, viewport, focus, scene.playDirection);
    projectPlayers(camera, pose, dots);
    if (ctx === null) return;
    ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    fieldLayer.draw(ctx, camera, viewport, pixelRatio, scene);
    drawPlayers(ctx, dots, scene.players, scene.paints, current.namedId);
    drawBall(ctx, camera, pose);
  }

  /** Moves the clock by the wall time since the last frame; false when the replay has ended. */
  function advance(now: number): { isRunning: boolean; interval: number | null } {
    const interval = lastNow === null ? null : now - lastNow;
    lastNow = now;
    const step = advanceReplayTime(time, interval ?? 0, {
      speed: current.speed,
      isLooping: current.isLooping,
      durationSeconds: current.scene.timeline.durationSeconds,
    });
    time = step.time;
    return { isRunning: !step.hasEnded, interval };
  }

  function tick(now: number): void {
    frameId = null;
    const startedAt = scheduler.now();
    let interval: number | null = null;
    let hasEnded = false;
    if (current.isPlaying) {
      const step = advance(now);
      interval = step.interval;
      hasEnded = !step.isRunning;
      if (step.isRunning) frameId = scheduler.request(tick);
    }
    draw();
    if (!current.isPlaying || hasEnded || now - lastPublished >= DISPLAY_INTERVAL_MS) {
      lastPublished = now;
      current.onTime(time);
    }
    if (hasEnded) current.onEnded();
    recorder?.record(scheduler.now() - startedAt, interval);
  }

  /** One frame soon, coalesced with any already asked for. */
  function requestDraw(): void {
    if (frameId === null) frameId = scheduler.request(tick);
  }

  return {
    update(next: ReplaySettings): void {
      if (next.isPlaying && !current.isPlaying) lastNow = null;
      const isNewPlay = next.scene.playId !== current.scene.playId;
      current = next;
      if (isNewPlay) {
        // The next play starts from its first frame (the angle, speed and loop carry over).
        time = 0;
        lastNow = null;
        current.onTime(0);
      }
      requestDraw();
    },
    /** A resized (or first) canvas: drawn at once, since resizing cleared it. */
    resize(next: ReplaySurface): void {
      surface = next;
      draw();
    },
    seek(seconds: number): void {
      time = Math.min(Math.max(seconds, 0), current.scene.timeline.durationSeconds);
      lastNow = null;
      current.onTime(time);
      requestDraw();
    },
    getTime: () => time,
    /** The player slot under a point of the canvas (CSS pixels from its top left), or null. */
    hitTest: (x: number, y: number): number | null =>
      frames === null ? null : hitTestDots(frames.dots, x, y),
    /** Where a player's dot was last drawn. */
    dotOf: (slot: number): ProjectedDot | null => frames?.dots.dots[slot] ?? null,
    dispose(): void {
      if (frameId !== null) scheduler.cancel(frameId);
      frameId = null;
    },
  };
}

export type ReplayRunner = ReturnType<typeof createReplayRunner>;
