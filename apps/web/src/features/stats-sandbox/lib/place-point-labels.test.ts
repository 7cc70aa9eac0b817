import { describe, expect, it } from 'vitest';
import { placePointLabels } from './place-point-labels';

const PLOT = { left: 0, right: 400, top: 0, bottom: 300 };

describe('placing point labels', () => {
  it('puts a label above right of its point, and a neighbour where it does not overlap', () => {
    const [first, second] = placePointLabels(
      [
        { x: 100, y: 100, text: 'Jerome Deviwick' },
        { x: 110, y: 100, text: 'Nate Oldendell' },
      ],
      PLOT,
    );
    expect(first).toEqual({ x: 107, y: 94, anchor: 'start' });
    // Above right would cover the first label: below right is free.
    expect(second).toEqual({ x: 117, y: 114, anchor: 'start' });
  });

  it('turns a label left near the right edge and down near the top', () => {
    const [label] = placePointLabels([{ x: 390, y: 4, text: 'Scott Galdenkins' }], PLOT);
    expect(label).toEqual({ x: 383, y: 18, anchor: 'end' });
  });
});
