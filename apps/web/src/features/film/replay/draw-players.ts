import { createScreenPoint, project, type Camera } from './camera';
import type { ReplayPlayer } from './replay-description';
import type { ReplayPose } from './replay-timeline';
import type { MatchupPaints } from './team-paints';

/** Where a player's dot was drawn on the last frame: what hovering tests against. */
export interface ProjectedDot {
  x: number;
  y: number;
  radius: number;
  depth: number;
}

/** The players' dots in time-line slot order, plus the order to draw them in (far to near). */
export interface DotFrame {
  readonly dots: ProjectedDot[];
  readonly drawOrder: number[];
}

/** A dot is 0.9 yards across in radius, within these pixel bounds (far players stay visible). */
const DOT_RADIUS_YARDS = 0.9;
const MIN_DOT_RADIUS = 4;
const MAX_DOT_RADIUS = 22;
/** Below this radius a jersey number would not be legible: the dot is drawn without it. */
const MIN_NUMBER_RADIUS = 6;
export const HIGHLIGHT_COLOR = '#d4a72c';
const FOCUS_COLOR = '#ffffff';
const BALL_COLOR = '#8b4a2b';

export function createDotFrame(playerCount: number): DotFrame {
  return {
    dots: Array.from({ length: playerCount }, () => ({ x: 0, y: 0, radius: 0, depth: 0 })),
    drawOrder: Array.from({ length: playerCount }, (_, slot) => slot),
  };
}

const point = createScreenPoint();

/** Projects every player of `pose` into `frame` (reused: no allocation per display frame). */
export function projectPlayers(camera: Camera, pose: ReplayPose, frame: DotFrame): DotFrame {
  const { dots, drawOrder } = frame;
  for (let slot = 0; slot < dots.length; slot += 1) {
    const dot = dots[slot];
    if (dot === undefined) continue;
    project(camera, pose.playerX[slot] ?? 0, pose.playerY[slot] ?? 0, 0, point);
    dot.x = point.x;
    dot.y = point.y;
    dot.depth = point.depth;
    dot.radius =
      point.depth < camera.near
        ? 0
        : Math.min(Math.max(point.scale * DOT_RADIUS_YARDS, MIN_DOT_RADIUS), MAX_DOT_RADIUS);
  }
  drawOrder.sort((a, b) => (dots[b]?.depth ?? 0) - (dots[a]?.depth ?? 0));
  return frame;
}

/**
 * Draws the dots far to near: team fill, a contrasting outline, the jersey number; a gold ring
 * (and a soft halo) for the players the search was about, a white ring for the one named now.
 */
export function drawPlayers(
  ctx: CanvasRenderingContext2D,
  frame: DotFrame,
  players: readonly ReplayPlayer[],
  paints: MatchupPaints,
  namedId: number | null,
): void {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const slot of frame.drawOrder) {
    const dot = frame.dots[slot];
    const player = players[slot];
    if (dot === undefined || player === undefined || dot.radius === 0) continue;
    const paint = paints[player.side];
    if (player.isHighlighted) {
      ring(ctx, dot, dot.radius + 6, 'rgba(212, 167, 44, 0.35)', 5);
      ring(ctx, dot, dot.radius + 3, HIGHLIGHT_COLOR, 2.5);
    }
    ctx.beginPath();
    ctx.arc(dot.x, dot.y, dot.radius, 0, Math.PI * 2);
    ctx.fillStyle = paint.fill;
    ctx.fill();
    ctx.lineWidth = Math.max(1.5, dot.radius * 0.18);
    ctx.strokeStyle = paint.outline;
    ctx.stroke();
    if (player.nflId === namedId) ring(ctx, dot, dot.radius + (player.isHighlighted ? 9 : 4), FOCUS_COLOR, 2);
    if (dot.radius >= MIN_NUMBER_RADIUS && player.jerseyNumber !== null) {
      ctx.font = `700 ${Math.round(dot.radius * 1.05)}px Inter, system-ui, sans-serif`;
      ctx.fillStyle = paint.text;
      ctx.fillText(String(player.jerseyNumber), dot.x, dot.y + dot.radius * 0.05);
    }
  }
}

function ring(
  ctx: CanvasRenderingContext2D,
  dot: ProjectedDot,
  radius: number,
  color: string,
  width: number,
): void {
  ctx.beginPath();
  ctx.arc(dot.x, dot.y, radius, 0, Math.PI * 2);
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.stroke();
}

const ground = createScreenPoint();
const air = createScreenPoint();

/**
 * The ball and, once it is off the ground, its shadow: seen from the side the height lifts it
 * above the shadow; from overhead (no lift) it grows as it rises instead.
 */
export function drawBall(ctx: CanvasRenderingContext2D, camera: Camera, pose: ReplayPose): void {
  project(camera, pose.ballX, pose.ballY, 0, ground);
  project(camera, pose.ballX, pose.ballY, pose.ballZ, air);
  if (ground.depth < camera.near || air.depth < camera.near) return;
  const isOverhead = camera.angle === 'ALL_22';
  const radius = Math.max(3, air.scale * 0.38) * (isOverhead ? 1 + Math.max(pose.ballZ, 0) / 8 : 1);
  if (pose.ballZ > 1.5) {
    ctx.beginPath();
    ctx.ellipse(ground.x, ground.y, radius, radius * (isOverhead ? 1 : 0.45), 0, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(0, 0, 0, 0.35)';
    ctx.fill();
  }
  ctx.beginPath();
  ctx.ellipse(air.x, air.y, radius * 1.35, radius, 0, 0, Math.PI * 2);
  ctx.fillStyle = BALL_COLOR;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#f5efe6';
  ctx.stroke();
}
