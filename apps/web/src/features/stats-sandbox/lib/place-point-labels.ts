/**
 * Where a scatter's point labels go: each label tries spots around its point (right, then left,
 * above and below, then farther out) and takes the first that stays inside the plot and covers no
 * label already placed and no point. A label with no such spot is left out (its point keeps its
 * name in a tooltip, and the table lists every row): overlapping or clipped text reads as nothing.
 * Labels are placed in the order given (the answer's best rows first, so they win the free spots).
 * Widths come from the caller's measure (the chart measures with the font it draws in), or are
 * estimated from the characters.
 */
export interface LabelPoint {
  readonly x: number;
  readonly y: number;
  readonly text: string;
}

export interface PlacedLabel {
  /** The text's anchor point and side, as SVG reads them. */
  readonly x: number;
  readonly y: number;
  readonly anchor: 'start' | 'middle' | 'end';
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

interface LabelOptions {
  /** A label's width; by default estimated from its characters (charWidth each). */
  measure?: (text: string) => number;
  /** The estimated width of a character, when there is no measure. */
  charWidth?: number;
  /** The text's height above its baseline (the font's ascent) and below it (its descent). */
  ascent?: number;
  descent?: number;
  /** The space between a point and its label. */
  gap?: number;
  /** A point's radius: labels keep off every point. */
  pointRadius?: number;
}

type Anchor = PlacedLabel['anchor'];

const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const isInside = (box: Box, plot: Box): boolean =>
  box.left >= plot.left && box.right <= plot.right && box.top >= plot.top && box.bottom <= plot.bottom;

/** The spots a label tries, in order: offsets of its baseline from its point, and its anchor. */
function candidateSpots(
  gap: number,
  ascent: number,
  descent: number,
): { dx: number; dy: number; anchor: Anchor }[] {
  const height = ascent + descent;
  const middle = Math.round(height / 2) - descent;
  // Beside the point the label may rise above or sink below it; straight over or under it, it
  // keeps a gap.
  const above = -descent - 2;
  const below = ascent + 2;
  return [
    { dx: gap, dy: middle, anchor: 'start' },
    { dx: -gap, dy: middle, anchor: 'end' },
    { dx: gap, dy: above, anchor: 'start' },
    { dx: gap, dy: below, anchor: 'start' },
    { dx: -gap, dy: above, anchor: 'end' },
    { dx: -gap, dy: below, anchor: 'end' },
    { dx: 0, dy: above - gap, anchor: 'middle' },
    { dx: 0, dy: below + gap, anchor: 'middle' },
    { dx: 0, dy: above - gap - height, anchor: 'middle' },
    { dx: 0, dy: below + gap + height, anchor: 'middle' },
  ];
}

/** Each point's label spot, or null where none is free (the label is then left out). */
export function placePointLabels(
  points: readonly LabelPoint[],
  plot: Box,
  { measure, charWidth = 7, ascent = 11, descent = 3, gap = 7, pointRadius = 4.5 }: LabelOptions = {},
): (PlacedLabel | null)[] {
  const taken: Box[] = points.map((point) => ({
    left: point.x - pointRadius,
    right: point.x + pointRadius,
    top: point.y - pointRadius,
    bottom: point.y + pointRadius,
  }));
  const spots = candidateSpots(gap, ascent, descent);
  return points.map((point) => {
    const width = measure ? measure(point.text) : point.text.length * charWidth;
    for (const { dx, dy, anchor } of spots) {
      const x = point.x + dx;
      const baseline = point.y + dy;
      const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
      const box = { left, right: left + width, top: baseline - ascent, bottom: baseline + descent };
      if (isInside(box, plot) && !taken.some((other) => overlaps(box, other))) {
        taken.push(box);
        return { x, y: baseline, anchor };
      }
    }
    return null;
  });
}
