import { describe, expect, it } from 'vitest';
import { computePasserRating } from './compute-passer-rating.js';

describe('computePasserRating', () => {
  it('is null without attempts', () => {
    expect(
      computePasserRating({ attempts: 0, completions: 0, yards: 0, touchdowns: 0, interceptions: 0 }),
    ).toBeNull();
  });

  it('gives the perfect 158.3 when every component is at its cap', () => {
    expect(
      computePasserRating({ attempts: 10, completions: 10, yards: 200, touchdowns: 3, interceptions: 0 }),
    ).toBe(158.3);
  });

  it('gives 39.6 for an incompletion (the floor of the INT component only)', () => {
    expect(
      computePasserRating({ attempts: 1, completions: 0, yards: 0, touchdowns: 0, interceptions: 0 }),
    ).toBe(39.6);
  });

  it('matches a real line: 27/37, 330 yds, 3 TD, 1 INT → 115.8 (worked by hand)', () => {
    expect(
      computePasserRating({ attempts: 37, completions: 27, yards: 330, touchdowns: 3, interceptions: 1 }),
    ).toBe(115.8);
  });

  it('never goes below zero', () => {
    expect(
      computePasserRating({ attempts: 2, completions: 0, yards: 0, touchdowns: 0, interceptions: 2 }),
    ).toBe(0);
  });
});
