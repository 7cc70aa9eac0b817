import { describe, it, expect } from 'vitest';
import { getLosingSide, isLosingSide } from './losing-side.js';

describe('getLosingSide', () => {
  it('marks the lower score of a final game', () => {
    expect(getLosingSide({ phase: 'FINAL', visitorScore: 20, homeScore: 21 })).toBe('visitor');
    expect(getLosingSide({ phase: 'FINAL_OVERTIME', visitorScore: 27, homeScore: 24 })).toBe('home');
  });
  it('marks nobody in a tie', () => {
    expect(getLosingSide({ phase: 'FINAL_OVERTIME', visitorScore: 20, homeScore: 20 })).toBeNull();
  });
  it('marks nobody while the game is not final', () => {
    expect(getLosingSide({ phase: 'INGAME', visitorScore: 0, homeScore: 35 })).toBeNull();
    expect(getLosingSide({ phase: 'HALFTIME', visitorScore: 3, homeScore: 7 })).toBeNull();
  });
  it('marks nobody when a score is missing', () => {
    expect(getLosingSide({ phase: 'FINAL', visitorScore: null, homeScore: 3 })).toBeNull();
    expect(getLosingSide({ phase: 'FINAL', visitorScore: 3, homeScore: undefined })).toBeNull();
  });
  it('treats a 0-1 final as a loss by one', () => {
    expect(getLosingSide({ phase: 'FINAL', visitorScore: 0, homeScore: 1 })).toBe('visitor');
  });
});

describe('isLosingSide', () => {
  it('is true only for the losing side', () => {
    const game = { phase: 'FINAL', visitorScore: 10, homeScore: 13 };
    expect(isLosingSide(game, 'visitor')).toBe(true);
    expect(isLosingSide(game, 'home')).toBe(false);
  });
});
