import {
  FIELD_LENGTH,
  FIELD_MID_Y,
  FIELD_WIDTH,
  createScreenPoint,
  project,
  projectPolygon,
  projectSegment,
  type Camera,
  type Viewport,
} from './camera';
import type { FieldMarks } from './field-marks';
import type { MatchupPaints } from './team-paints';

/** The stands around the field: the app's dark background, a shade darker. */
export const STANDS_COLOR = '#0a0d12';
const SURROUND_COLOR = '#1f4a29';
const GRASS_COLOR = '#2a6535';
const STRIPE_COLOR = '#2f6f3b';
const LINE_COLOR = 'rgba(255, 255, 255, 0.85)';
const NUMBER_COLOR = 'rgba(255, 255, 255, 0.75)';
/** Broadcast conventions: a blue line of scrimmage, a yellow line to gain. */
export const LINE_OF_SCRIMMAGE_COLOR = '#3d8bfd';
export const FIRST_DOWN_COLOR = '#f5d90a';
const NUMBER_FONT = '700 20px Inter, system-ui, sans-serif';
/** Yards per font pixel of NUMBER_FONT: its 20 px make numbers 2 yards tall. */
const NUMBER_UNIT = 0.1;
/** Ground text nearer than this (yards of depth) to a perspective camera is left out. */
const NEAR_TEXT_DEPTH = 8;
/** Yards of grass shown beyond the sidelines and end lines. */
const SURROUND = 5;

const from = createScreenPoint();
const to = createScreenPoint();
const origin = createScreenPoint();
const alongX = createScreenPoint();
const alongY = createScreenPoint();

/**
 * Paints the field as `camera` sees it, in CSS pixels (the context's transform carries the device
 * pixel ratio): stands, grass and stripes, end zones in team colours, lines, hash marks, yard
 * numbers, and the line of scrimmage and the line to gain.
 */
export function drawField(
  ctx: CanvasRenderingContext2D,
  camera: Camera,
  viewport: Viewport,
  marks: FieldMarks,
  paints: MatchupPaints,
): void {
  ctx.fillStyle = STANDS_COLOR;
  ctx.fillRect(0, 0, viewport.width, viewport.height);
  fillPolygon(
    ctx,
    camera,
    [
      -SURROUND,
      -SURROUND,
      FIELD_LENGTH + SURROUND,
      -SURROUND,
      FIELD_LENGTH + SURROUND,
      FIELD_WIDTH + SURROUND,
      -SURROUND,
      FIELD_WIDTH + SURROUND,
    ],
    SURROUND_COLOR,
  );
  fillPolygon(ctx, camera, [0, 0, FIELD_LENGTH, 0, FIELD_LENGTH, FIELD_WIDTH, 0, FIELD_WIDTH], GRASS_COLOR);
  for (const stripe of marks.stripes) fillPolygon(ctx, camera, stripe, STRIPE_COLOR);
  for (const zone of marks.endZones) {
    ctx.globalAlpha = 0.6;
    fillPolygon(ctx, camera, zone.polygon, paints[zone.side].fill);
    ctx.globalAlpha = 1;
    const isLeft = zone.centerX < FIELD_LENGTH / 2;
    // Letters run across the field, their feet towards the field of play.
    drawGroundText(
      ctx,
      camera,
      paints[zone.side].abbr,
      zone.centerX,
      FIELD_MID_Y,
      isLeft ? [0, 1] : [0, -1],
      3,
      NUMBER_COLOR,
    );
  }

  strokeSegments(ctx, camera, marks.yardLines, LINE_COLOR, 1.5);
  strokeSegments(ctx, camera, marks.hashMarks, LINE_COLOR, 1);
  strokeSegments(ctx, camera, marks.boundaryLines, LINE_COLOR, 2.5);
  for (const number of marks.numbers) {
    drawGroundText(
      ctx,
      camera,
      number.text,
      number.x,
      number.y,
      number.isUpsideDown ? [-1, 0] : [1, 0],
      1,
      NUMBER_COLOR,
    );
  }

  strokeSegments(
    ctx,
    camera,
    [marks.lineOfScrimmageX, 0, marks.lineOfScrimmageX, FIELD_WIDTH],
    LINE_OF_SCRIMMAGE_COLOR,
    3,
  );
  if (marks.firstDownX !== null) {
    strokeSegments(ctx, camera, [marks.firstDownX, 0, marks.firstDownX, FIELD_WIDTH], FIRST_DOWN_COLOR, 3);
  }
}

function fillPolygon(
  ctx: CanvasRenderingContext2D,
  camera: Camera,
  polygon: readonly number[],
  color: string,
): void {
  const screen = projectPolygon(camera, polygon);
  if (screen.length < 6) return;
  ctx.beginPath();
  ctx.moveTo(screen[0] ?? 0, screen[1] ?? 0);
  for (let index = 2; index < screen.length; index += 2)
    ctx.lineTo(screen[index] ?? 0, screen[index + 1] ?? 0);
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
}

/** All the segments in one path and one stroke: a few hundred hash marks cost one draw call. */
function strokeSegments(
  ctx: CanvasRenderingContext2D,
  camera: Camera,
  segments: readonly number[],
  color: string,
  width: number,
): void {
  ctx.beginPath();
  for (let index = 0; index + 3 < segments.length; index += 4) {
    const isVisible = projectSegment(
      camera,
      segments[index] ?? 0,
      segments[index + 1] ?? 0,
      segments[index + 2] ?? 0,
      segments[index + 3] ?? 0,
      from,
      to,
    );
    if (!isVisible) continue;
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
  }
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.stroke();
}

/**
 * Text painted on the grass at (x, y), `size` times 2 yards tall, reading along `direction` (a
 * unit ground vector): the perspective is approximated by the affine map at the text's centre,
 * which is exact overhead and close enough for a few yards of text elsewhere.
 */
function drawGroundText(
  ctx: CanvasRenderingContext2D,
  camera: Camera,
  text: string,
  x: number,
  y: number,
  direction: readonly [number, number],
  size: number,
  color: string,
): void {
  if (text === '') return;
  project(camera, x, y, 0, origin);
  // Right under a perspective camera the affine stand-in for the perspective would be a poor one.
  if (camera.angle !== 'ALL_22' && origin.depth < camera.near + NEAR_TEXT_DEPTH) return;
  const [dx, dy] = direction;
  // Text's right is `direction`; its down is `direction` turned clockwise (seen from above).
  project(camera, x + dx, y + dy, 0, alongX);
  project(camera, x + dy, y - dx, 0, alongY);
  const unit = NUMBER_UNIT * size;
  ctx.save();
  ctx.transform(
    (alongX.x - origin.x) * unit,
    (alongX.y - origin.y) * unit,
    (alongY.x - origin.x) * unit,
    (alongY.y - origin.y) * unit,
    origin.x,
    origin.y,
  );
  ctx.font = NUMBER_FONT;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = color;
  ctx.fillText(text, 0, 0);
  ctx.restore();
}
