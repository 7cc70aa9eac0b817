import { describe, expect, it } from 'vitest';
import { placePointLabels } from './place-point-labels';

const PLOT = { left: 0, right: 400, top: 0, bottom: 300 };

/** A label's box as placePointLabels estimates it (7 px a character, 11 px above the baseline and 3 below). */
function boxOf(label: { x: number; y: number; anchor: string }, text: string) {
  const width = text.length * 7;
  const left =
    label.anchor === 'start' ? label.x : label.anchor === 'end' ? label.x - width : label.x - width / 2;
  return { left, right: left + width, top: label.y - 11, bottom: label.y + 3 };
}

describe('placing point labels', () => {
  it('puts a label beside its point where it covers no other label and no point', () => {
    const [first, second] = placePointLabels(
      [
        { x: 100, y: 100, text: 'Jerome Deviwick' },
        { x: 110, y: 100, text: 'Nate Oldendell' },
      ],
      PLOT,
    );
    // Beside the first point, on the right it would cover the second point and on the left leave
    // the plot; above or below right it would touch the second point: centred above it is free.
    expect(first).toEqual({ x: 100, y: 88, anchor: 'middle' });
    expect(second).toEqual({ x: 117, y: 104, anchor: 'start' });
  });

  it('turns a label left near the right edge, and keeps it inside the plot', () => {
    const [label] = placePointLabels([{ x: 390, y: 4, text: 'Scott Galdenkins' }], PLOT);
    // Right of it is outside, beside or above it would cross the top: below left.
    expect(label).toEqual({ x: 383, y: 17, anchor: 'end' });
    expect(boxOf(label!, 'Scott Galdenkins').top).toBeGreaterThanOrEqual(PLOT.top);
  });

  it('leaves a label out when no spot is free, never overlapping or clipping one', () => {
    // A tight cluster: twenty points within 12 px.
    const points = Array.from({ length: 20 }, (_, index) => ({
      x: 200 + (index % 4) * 3,
      y: 150 + Math.floor(index / 4) * 3,
      text: `Player number ${index}`,
    }));
    const labels = placePointLabels(points, PLOT);
    const shown = labels.flatMap((label, index) => (label ? [boxOf(label, points[index]!.text)] : []));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(points.length);
    for (const [index, box] of shown.entries()) {
      expect(box.left).toBeGreaterThanOrEqual(PLOT.left);
      expect(box.right).toBeLessThanOrEqual(PLOT.right);
      for (const other of shown.slice(index + 1)) {
        const overlapping =
          box.left < other.right &&
          other.left < box.right &&
          box.top < other.bottom &&
          other.top < box.bottom;
        expect(overlapping).toBe(false);
      }
    }
  });

  it('labels the first points given first: the best rows win the free spots', () => {
    const points = [
      { x: 200, y: 150, text: 'Best row' },
      { x: 202, y: 151, text: 'Next row' },
    ];
    expect(placePointLabels(points, PLOT)[0]).not.toBeNull();
  });
});
