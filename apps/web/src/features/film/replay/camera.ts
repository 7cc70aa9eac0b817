import type { ClipType } from '@all22/domain';

/** The field in tracking yards: x 0–120 along it (goal lines at 10 and 110), y 0–53.3 across. */
export const FIELD_LENGTH = 120;
export const FIELD_WIDTH = 53.3;
export const FIELD_MID_Y = FIELD_WIDTH / 2;

export interface Viewport {
  /** CSS pixels. */
  width: number;
  height: number;
}

/**
 * Every angle as one affine map from field yards to camera space (right, up, depth) and a pinhole
 * divide: screen = centre + focal · (right, −up) / depth. The overhead (All-22) is the same map
 * with a constant depth of 1, which makes it orthographic; so one `project` serves all three.
 */
export interface Camera {
  readonly angle: ClipType;
  /** Rows of the map: camera-space right, up and depth = row · (x, y, z) + offset. */
  readonly right: Vec4;
  readonly up: Vec4;
  readonly depth: Vec4;
  /** Pixels per unit of right/depth (for the overhead: pixels per yard). */
  readonly focal: number;
  readonly centerX: number;
  readonly centerY: number;
  /** Nothing nearer than this depth is drawn (perspective only; the overhead's depth is 1). */
  readonly near: number;
  /** The x the camera follows: cached field layers are valid for one `focusX` only. */
  readonly focusX: number;
}

/** [x, y, z, offset] coefficients. */
type Vec4 = readonly [number, number, number, number];

export interface ScreenPoint {
  x: number;
  y: number;
  /** Pixels per yard at this point (sizes of dots and text). */
  scale: number;
  depth: number;
}

export type PlayDirection = 'left' | 'right';

export function createScreenPoint(): ScreenPoint {
  return { x: 0, y: 0, scale: 0, depth: 0 };
}

/**
 * Projects a field point (yards; z up) to the screen (CSS pixels), into `out`. A point behind
 * the camera gets depth ≤ near: callers skip it (or clip a segment, see projectSegment).
 */
export function project(camera: Camera, x: number, y: number, z: number, out: ScreenPoint): ScreenPoint {
  const right = dot(camera.right, x, y, z);
  const up = dot(camera.up, x, y, z);
  const depth = dot(camera.depth, x, y, z);
  toScreen(camera, right, up, depth, out);
  return out;
}

function dot(row: Vec4, x: number, y: number, z: number): number {
  return row[0] * x + row[1] * y + row[2] * z + row[3];
}

function toScreen(camera: Camera, right: number, up: number, depth: number, out: ScreenPoint): void {
  const safeDepth = depth > 1e-6 ? depth : 1e-6;
  out.scale = camera.focal / safeDepth;
  out.x = camera.centerX + right * out.scale;
  out.y = camera.centerY - up * out.scale;
  out.depth = depth;
}

/**
 * Projects the segment a→b (both on the ground unless z given) into `from` and `to`, cut at the
 * near plane; false when all of it is behind the camera. Straight lines stay straight under a
 * pinhole projection, so a clipped segment is exact.
 */
export function projectSegment(
  camera: Camera,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  from: ScreenPoint,
  to: ScreenPoint,
): boolean {
  const depthA = dot(camera.depth, ax, ay, 0);
  const depthB = dot(camera.depth, bx, by, 0);
  if (depthA < camera.near && depthB < camera.near) return false;
  let startX = ax;
  let startY = ay;
  let endX = bx;
  let endY = by;
  if (depthA < camera.near) {
    const share = (camera.near - depthA) / (depthB - depthA);
    startX = ax + (bx - ax) * share;
    startY = ay + (by - ay) * share;
  } else if (depthB < camera.near) {
    const share = (camera.near - depthB) / (depthA - depthB);
    endX = bx + (ax - bx) * share;
    endY = by + (ay - by) * share;
  }
  project(camera, startX, startY, 0, from);
  project(camera, endX, endY, 0, to);
  return true;
}

/**
 * Clips a ground polygon ([x0, y0, x1, y1, …]) at the near plane (Sutherland–Hodgman against one
 * plane) and projects it: screen coordinates [sx0, sy0, …], empty when it is all behind.
 */
export function projectPolygon(camera: Camera, points: readonly number[]): number[] {
  const screen: number[] = [];
  const point = createScreenPoint();
  const count = points.length / 2;
  for (let index = 0; index < count; index += 1) {
    const ax = points[index * 2] ?? 0;
    const ay = points[index * 2 + 1] ?? 0;
    const bx = points[((index + 1) % count) * 2] ?? 0;
    const by = points[((index + 1) % count) * 2 + 1] ?? 0;
    const depthA = dot(camera.depth, ax, ay, 0);
    const depthB = dot(camera.depth, bx, by, 0);
    if (depthA >= camera.near) {
      project(camera, ax, ay, 0, point);
      screen.push(point.x, point.y);
    }
    if (depthA >= camera.near !== depthB >= camera.near) {
      const share = (camera.near - depthA) / (depthB - depthA);
      project(camera, ax + (bx - ax) * share, ay + (by - ay) * share, 0, point);
      screen.push(point.x, point.y);
    }
  }
  return screen;
}

/** Yards of margin shown around the field by the overhead, and its sideline band. */
const OVERHEAD_MARGIN = 4;

/**
 * The camera for `angle` looking at the ball's (smoothed) x:
 *   - All-22: straight down, the whole width of the field (plus a margin) filling the height,
 *     following the ball along x but never past the ends of the field;
 *   - Sideline: a pinhole camera 24 yards up, 30 yards off the near sideline, level with the ball;
 *   - Endzone: a pinhole camera behind the play, along its direction, 20 yards up and 20 back.
 * Perspective focal lengths fit the field's width on screen and show about 50 yards along it.
 */
export function createCamera(
  angle: ClipType,
  viewport: Viewport,
  focusX: number,
  playDirection: PlayDirection,
): Camera {
  const centerX = viewport.width / 2;
  const centerY = viewport.height / 2;
  switch (angle) {
    case 'ALL_22': {
      const focal = viewport.height / (FIELD_WIDTH + 2 * OVERHEAD_MARGIN);
      const halfSpan = viewport.width / focal / 2;
      const low = halfSpan - OVERHEAD_MARGIN;
      const high = FIELD_LENGTH + OVERHEAD_MARGIN - halfSpan;
      const focus = low > high ? FIELD_LENGTH / 2 : Math.min(Math.max(focusX, low), high);
      return {
        angle,
        right: [1, 0, 0, -focus],
        up: [0, 1, 0, -FIELD_MID_Y],
        depth: [0, 0, 0, 1],
        focal,
        centerX,
        centerY,
        near: 0,
        focusX: focus,
      };
    }
    case 'SIDELINE': {
      const eye = [focusX, -30, 24] as const;
      const target = [focusX, FIELD_MID_Y - 2, 0] as const;
      return lookAt(angle, eye, target, viewport, focusX, [
        [focusX, -1],
        [focusX, FIELD_WIDTH + 1],
        [focusX - 25, FIELD_MID_Y],
        [focusX + 25, FIELD_MID_Y],
      ]);
    }
    case 'ENDZONE': {
      const sign = playDirection === 'right' ? 1 : -1;
      const eye = [focusX - sign * 20, FIELD_MID_Y, 20] as const;
      const target = [focusX + sign * 8, FIELD_MID_Y, 0] as const;
      return lookAt(angle, eye, target, viewport, focusX, [
        [focusX, -1],
        [focusX, FIELD_WIDTH + 1],
        [focusX - sign * 6, FIELD_MID_Y],
        [focusX + sign * 25, FIELD_MID_Y],
      ]);
    }
  }
}

type Vec3 = readonly [number, number, number];

/**
 * A pinhole camera at `eye` looking at `target` (world up is +z), with the longest focal length
 * that still shows every `mustSee` ground point inside the viewport (less a small margin), and
 * its centre shifted so that those points sit in the middle of it: the near side of a field seen
 * from above looms larger than the far side, and would otherwise leave the top of the picture empty.
 */
function lookAt(
  angle: ClipType,
  eye: Vec3,
  target: Vec3,
  viewport: Viewport,
  focusX: number,
  mustSee: readonly (readonly [number, number])[],
): Camera {
  const forward = normalize([target[0] - eye[0], target[1] - eye[1], target[2] - eye[2]]);
  const right = normalize(cross(forward, [0, 0, 1]));
  const up = cross(right, forward);
  const row = (axis: Vec3): Vec4 => [
    axis[0],
    axis[1],
    axis[2],
    -(axis[0] * eye[0] + axis[1] * eye[1] + axis[2] * eye[2]),
  ];
  const rows = { right: row(right), up: row(up), depth: row(forward) };
  let [minAcross, maxAcross, minUp, maxUp] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [x, y] of mustSee) {
    const depth = dot(rows.depth, x, y, 0);
    const across = dot(rows.right, x, y, 0) / depth;
    const vertical = dot(rows.up, x, y, 0) / depth;
    [minAcross, maxAcross] = [Math.min(minAcross, across), Math.max(maxAcross, across)];
    [minUp, maxUp] = [Math.min(minUp, vertical), Math.max(maxUp, vertical)];
  }
  const focal = Math.min(
    (viewport.width * 0.94) / Math.max(maxAcross - minAcross, 1e-6),
    (viewport.height * 0.92) / Math.max(maxUp - minUp, 1e-6),
  );
  return {
    angle,
    ...rows,
    focal,
    centerX: viewport.width / 2 - (focal * (minAcross + maxAcross)) / 2,
    centerY: viewport.height / 2 + (focal * (minUp + maxUp)) / 2,
    near: 1,
    focusX,
  };
}

function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

function normalize(v: Vec3): Vec3 {
  const length = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
}
