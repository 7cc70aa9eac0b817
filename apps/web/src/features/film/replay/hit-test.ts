import type { DotFrame } from './draw-players';

/** Pixels of slack around a dot, so a small dot on a phone can still be pointed at. */
export const HIT_SLACK = 4;

/**
 * The slot of the dot under (x, y), CSS pixels, or null: the nearest to the camera wins where
 * dots overlap, as it is the one drawn on top.
 */
export function hitTestDots(frame: DotFrame, x: number, y: number, slack = HIT_SLACK): number | null {
  for (let index = frame.drawOrder.length - 1; index >= 0; index -= 1) {
    const slot = frame.drawOrder[index];
    const dot = slot === undefined ? undefined : frame.dots[slot];
    if (slot === undefined || dot === undefined || dot.radius === 0) continue;
    const reach = dot.radius + slack;
    const dx = x - dot.x;
    const dy = y - dot.y;
    if (dx * dx + dy * dy <= reach * reach) return slot;
  }
  return null;
}
