import { FIELD_LENGTH, createCamera, type Camera, type PlayDirection, type Viewport } from './camera';
import { STANDS_COLOR, drawField } from './draw-field';
import type { FieldMarks } from './field-marks';
import type { MatchupPaints } from './team-paints';

/** What the field picture depends on besides the camera: a new play or new paints redraw it. */
export interface FieldScene {
  marks: FieldMarks;
  paints: MatchupPaints;
  playDirection: PlayDirection;
}

/**
 * Keeps the field's static picture in offscreen canvases so most display frames only copy it:
 *   - All-22: the whole field drawn once per size, then copied shifted as the camera follows the
 *     ball (overhead, following is a pure translation);
 *   - Sideline and Endzone: a perspective changes shape as the camera moves, so a moving camera
 *     draws the field directly; once it rests (before the snap, when paused) the picture is drawn
 *     once more into the cache and copied from then on.
 * `createCanvas` returns null where no canvas exists (tests): then the field is drawn directly.
 */
export function createFieldLayer(
  createCanvas: () => HTMLCanvasElement | null = () => document.createElement('canvas'),
) {
  let scene: FieldScene | null = null;
  let sizeKey = '';
  let overhead: { canvas: HTMLCanvasElement; camera: Camera } | null = null;
  let perspective: { canvas: HTMLCanvasElement; angle: Camera['angle']; focusX: number } | null = null;
  let lastFocus: { angle: Camera['angle']; focusX: number } | null = null;

  function reset(nextScene: FieldScene, nextSizeKey: string): void {
    if (scene === nextScene && sizeKey === nextSizeKey) return;
    scene = nextScene;
    sizeKey = nextSizeKey;
    overhead = null;
    perspective = null;
    lastFocus = null;
  }

  function prepare(width: number, height: number, pixelRatio: number): CanvasRenderingContext2D | null {
    const canvas = createCanvas();
    if (canvas === null) return null;
    canvas.width = Math.max(1, Math.round(width * pixelRatio));
    canvas.height = Math.max(1, Math.round(height * pixelRatio));
    const ctx = canvas.getContext('2d');
    ctx?.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    return ctx;
  }

  /** Draws the field for `camera` on `ctx` (whose transform is the pixel ratio). */
  function draw(
    ctx: CanvasRenderingContext2D,
    camera: Camera,
    viewport: Viewport,
    pixelRatio: number,
    nextScene: FieldScene,
  ): void {
    reset(nextScene, `${viewport.width}x${viewport.height}@${pixelRatio}`);
    const current = nextScene;
    if (camera.angle === 'ALL_22') {
      if (overhead === null) {
        // Wide enough for the whole field: createCamera then centres it on midfield.
        const width = Math.ceil((FIELD_LENGTH + 12) * camera.focal);
        const wholeField = createCamera(
          'ALL_22',
          { width, height: viewport.height },
          FIELD_LENGTH / 2,
          current.playDirection,
        );
        const layer = prepare(width, viewport.height, pixelRatio);
        if (layer === null) {
          drawField(ctx, camera, viewport, current.marks, current.paints);
          return;
        }
        drawField(layer, wholeField, { width, height: viewport.height }, current.marks, current.paints);
        overhead = { canvas: layer.canvas, camera: wholeField };
      }
      // The whole field is wider than the view unless the view is wider still: paint the stands first.
      ctx.fillStyle = STANDS_COLOR;
      ctx.fillRect(0, 0, viewport.width, viewport.height);
      const offset =
        camera.centerX - overhead.camera.centerX + (overhead.camera.focusX - camera.focusX) * camera.focal;
      blit(ctx, overhead.canvas, Math.round(offset * pixelRatio));
      return;
    }

    const isResting = lastFocus?.angle === camera.angle && lastFocus.focusX === camera.focusX;
    lastFocus = { angle: camera.angle, focusX: camera.focusX };
    if (!isResting) {
      drawField(ctx, camera, viewport, current.marks, current.paints);
      return;
    }
    if (perspective?.angle !== camera.angle || perspective.focusX !== camera.focusX) {
      const layer = prepare(viewport.width, viewport.height, pixelRatio);
      if (layer === null) {
        drawField(ctx, camera, viewport, current.marks, current.paints);
        return;
      }
      drawField(layer, camera, viewport, current.marks, current.paints);
      perspective = { canvas: layer.canvas, angle: camera.angle, focusX: camera.focusX };
    }
    blit(ctx, perspective.canvas, 0);
  }

  return { draw };
}

export type FieldLayer = ReturnType<typeof createFieldLayer>;

/** Copies a layer 1:1 in device pixels (no resampling), shifted by `offsetX` device pixels. */
function blit(ctx: CanvasRenderingContext2D, layer: HTMLCanvasElement, offsetX: number): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(layer, offsetX, 0);
  ctx.restore();
}
