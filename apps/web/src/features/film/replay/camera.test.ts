import { describe, expect, it } from 'vitest';
import {
  FIELD_LENGTH,
  FIELD_MID_Y,
  FIELD_WIDTH,
  createCamera,
  createScreenPoint,
  project,
  projectPolygon,
  projectSegment,
  type Camera,
} from './camera';

const viewport = { width: 1280, height: 720 };
const at = (camera: Camera, x: number, y: number, z = 0) => ({
  ...project(camera, x, y, z, createScreenPoint()),
});
const isInside = ({ x, y }: { x: number; y: number }) =>
  x >= 0 && x <= viewport.width && y >= 0 && y <= viewport.height;

describe('the All-22 (overhead) camera', () => {
  const camera = createCamera('ALL_22', viewport, 60, 'right');

  it('looks straight down at the followed x: one scale everywhere, x to the right, y up', () => {
    const centre = at(camera, 60, FIELD_MID_Y);
    expect(centre.x).toBeCloseTo(640, 6);
    expect(centre.y).toBeCloseTo(360, 6);
    const further = at(camera, 61, FIELD_MID_Y + 1);
    expect(further.x - centre.x).toBeCloseTo(camera.focal, 6);
    expect(centre.y - further.y).toBeCloseTo(camera.focal, 6);
    expect(at(camera, 10, 0).scale).toBeCloseTo(at(camera, 90, 53).scale, 10);
  });

  it('shows the whole width of the field', () => {
    expect(isInside(at(camera, 60, 0))).toBe(true);
    expect(isInside(at(camera, 60, FIELD_WIDTH))).toBe(true);
  });

  it('stops following at the ends of the field, and centres a field that fits', () => {
    const nearEnd = createCamera('ALL_22', viewport, 2, 'right');
    expect(at(nearEnd, 0, FIELD_MID_Y).x).toBeGreaterThan(0);
    expect(at(nearEnd, 0, FIELD_MID_Y).x).toBeLessThan(nearEnd.focal * 5);
    const wide = createCamera('ALL_22', { width: 4000, height: 400 }, 20, 'left');
    expect(at(wide, FIELD_LENGTH / 2, FIELD_MID_Y).x).toBeCloseTo(2000, 6);
  });
});

describe('the Sideline camera', () => {
  const camera = createCamera('SIDELINE', viewport, 40, 'left');

  it('runs the field left to right whatever the direction of play, the far sideline higher up', () => {
    expect(at(camera, 45, FIELD_MID_Y).x).toBeGreaterThan(at(camera, 35, FIELD_MID_Y).x);
    expect(at(camera, 40, FIELD_WIDTH).y).toBeLessThan(at(camera, 40, 0).y);
  });

  it('is a perspective: the near side is larger than the far side', () => {
    expect(at(camera, 40, 0).scale).toBeGreaterThan(at(camera, 40, FIELD_WIDTH).scale * 1.3);
  });

  it('fits both sidelines and 25 yards either side of the ball', () => {
    for (const point of [
      at(camera, 40, -1),
      at(camera, 40, FIELD_WIDTH + 1),
      at(camera, 15, FIELD_MID_Y),
      at(camera, 65, FIELD_MID_Y),
    ]) {
      expect(isInside(point)).toBe(true);
    }
  });

  it('lifts a ball in the air above its shadow', () => {
    expect(at(camera, 40, 20, 5).y).toBeLessThan(at(camera, 40, 20, 0).y);
  });
});

describe('the Endzone camera', () => {
  it('looks down the field in the direction of play', () => {
    const right = createCamera('ENDZONE', viewport, 40, 'right');
    expect(at(right, 60, FIELD_MID_Y).y).toBeLessThan(at(right, 40, FIELD_MID_Y).y);
    // Facing +x, +y is on the left.
    expect(at(right, 40, 40).x).toBeLessThan(at(right, 40, 10).x);
    const left = createCamera('ENDZONE', viewport, 80, 'left');
    expect(at(left, 60, FIELD_MID_Y).y).toBeLessThan(at(left, 80, FIELD_MID_Y).y);
    expect(at(left, 80, 40).x).toBeGreaterThan(at(left, 80, 10).x);
  });

  it('fits the width of the field at the ball', () => {
    const camera = createCamera('ENDZONE', viewport, 40, 'right');
    expect(isInside(at(camera, 40, 0))).toBe(true);
    expect(isInside(at(camera, 40, FIELD_WIDTH))).toBe(true);
  });
});

describe('clipping at the near plane', () => {
  const camera = createCamera('ENDZONE', viewport, 60, 'right');
  const from = createScreenPoint();
  const to = createScreenPoint();

  it('drops a segment wholly behind the camera', () => {
    expect(projectSegment(camera, 0, 0, 10, 0, from, to)).toBe(false);
  });

  it('cuts a segment that starts behind the camera where it crosses the near plane', () => {
    expect(projectSegment(camera, 0, 0, FIELD_LENGTH, 0, from, to)).toBe(true);
    expect(from.depth).toBeCloseTo(camera.near, 6);
    expect(to.depth).toBeGreaterThan(camera.near);
  });

  it('clips a polygon, and drops it when it is all behind', () => {
    expect(projectPolygon(camera, [0, 0, 10, 0, 10, FIELD_WIDTH, 0, FIELD_WIDTH])).toEqual([]);
    const field = projectPolygon(camera, [0, 0, FIELD_LENGTH, 0, FIELD_LENGTH, FIELD_WIDTH, 0, FIELD_WIDTH]);
    expect(field.length).toBe(8);
    expect(field.every(Number.isFinite)).toBe(true);
  });
});
