/**
 * Where a scatter's point labels go: each label tries four spots around its point (above right,
 * below right, above left, below left) and takes the first that overlaps no label already placed
 * and stays inside the plot; when none is free it takes the first that stays inside. Labels are
 * placed in the order given (the answer's best rows first, so they win the free spots). Widths
 * are estimated from the characters (no text measuring in a pure function).
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
  readonly anchor: 'start' | 'end';
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export function placePointLabels(
  points: readonly LabelPoint[],
  plot: { left: number; right: number; top: number; bottom: number },
  { charWidth = 7, height = 12, gap = 7 }: { charWidth?: number; height?: number; gap?: number } = {},
): PlacedLabel[] {
  const placed: Box[] = [];
  return points.map((point) => {
    const width = point.text.length * charWidth;
    const candidates = [
      { dx: gap, dy: -6, anchor: 'start' as const },
      { dx: gap, dy: 14, anchor: 'start' as const },
      { dx: -gap, dy: -6, anchor: 'end' as const },
      { dx: -gap, dy: 14, anchor: 'end' as const },
    ].map(({ dx, dy, anchor }) => {
      const x = point.x + dx;
      const baseline = point.y + dy;
      const box = {
        left: anchor === 'start' ? x : x - width,
        right: anchor === 'start' ? x + width : x,
        top: baseline - height + 2,
        bottom: baseline + 2,
      };
      return { label: { x, y: baseline, anchor }, box };
    });
    const inside = candidates.filter(
      ({ box }) =>
        box.left >= plot.left && box.right <= plot.right && box.top >= plot.top && box.bottom <= plot.bottom,
    );
    const choice =
      inside.find(({ box }) => !placed.some((other) => overlaps(box, other))) ?? inside[0] ?? candidates[0]!;
    placed.push(choice.box);
    return choice.label;
  });
}
