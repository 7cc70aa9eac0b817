import { describe, it, expect } from 'vitest';
import { LOGO_SIZES } from './logo-sizes.js';
import { LOSS_COLOR, WIN_COLOR, getResultColor } from './result-colors.js';

describe('getResultColor', () => {
  it('is green for a win and red for a loss', () => {
    expect(getResultColor('win')).toBe(WIN_COLOR);
    expect(getResultColor('loss')).toBe(LOSS_COLOR);
    expect(WIN_COLOR).not.toBe(LOSS_COLOR);
  });
});

describe('LOGO_SIZES', () => {
  it('matches the spec sizes', () => {
    expect(LOGO_SIZES).toEqual({ playerHeader: 96, team: 200, game: 128, strip: 24 });
  });
});
