import { describe, expect, it } from 'vitest';
import { createLinearScale } from '../../../lib/linear-scale';
import { getCenteredExtent } from './chart-scale';

describe('createLinearScale', () => {
  it('maps the domain onto the range, backwards too', () => {
    const x = createLinearScale([0, 10], [100, 200]);
    expect(x(0)).toBe(100);
    expect(x(5)).toBe(150);
    const y = createLinearScale([-1, 1], [300, 0]);
    expect(y(1)).toBe(0);
    expect(y(0)).toBe(150);
  });

  it('puts everything in the middle of an empty domain', () => {
    expect(createLinearScale([2, 2], [0, 100])(2)).toBe(50);
  });
});

describe('getCenteredExtent', () => {
  it('spans the furthest value from the center on both sides, with a margin', () => {
    const [low, high] = getCenteredExtent([0.1, -0.3, 0.2], 0, { margin: 0.5 });
    expect(low).toBeCloseTo(-0.45);
    expect(high).toBeCloseTo(0.45);
  });

  it('is never narrower than the minimum', () => {
    const [low, high] = getCenteredExtent([0.01], 0.02, { minimumHalfSpan: 0.1 });
    expect(low).toBeCloseTo(-0.08);
    expect(high).toBeCloseTo(0.12);
  });
});
