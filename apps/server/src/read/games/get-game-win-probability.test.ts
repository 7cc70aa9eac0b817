import { describe, expect, it } from 'vitest';
import { getGameWinProbability } from './get-game-win-probability.js';

const game = {
  phase: 'PREGAME',
  homeScore: 0,
  visitorScore: 0,
  homeHandicap: null,
  latestPlayHomeWinProbability: null,
};

describe('getGameWinProbability', () => {
  it('decides a final game by its score', () => {
    expect(getGameWinProbability({ ...game, phase: 'FINAL', homeScore: 24, visitorScore: 17 })).toEqual({
      home: 1,
      visitor: 0,
      basis: 'final',
    });
    expect(getGameWinProbability({ ...game, phase: 'FINAL_OVERTIME', visitorScore: 3 }).visitor).toBe(1);
    expect(getGameWinProbability({ ...game, phase: 'FINAL', homeScore: 20, visitorScore: 20 }).home).toBe(
      0.5,
    );
  });

  it('takes the latest play during the game', () => {
    const live = getGameWinProbability({ ...game, phase: 'INGAME', latestPlayHomeWinProbability: 0.8123 });
    expect(live).toEqual({ home: 0.8123, visitor: 0.1877, basis: 'live' });
    expect(
      getGameWinProbability({ ...game, phase: 'HALFTIME', latestPlayHomeWinProbability: 0.3 }).basis,
    ).toBe('live');
  });

  it('uses the spread before kick-off: the favourite is ahead, an even line is a coin toss', () => {
    const favoured = getGameWinProbability({ ...game, homeHandicap: -7 });
    expect(favoured.basis).toBe('pregame');
    expect(favoured.home).toBeGreaterThan(0.65);
    expect(favoured.home).toBeLessThan(0.75);
    expect(favoured.home + favoured.visitor).toBeCloseTo(1, 10);
    expect(getGameWinProbability({ ...game, homeHandicap: 0 }).home).toBe(0.5);
    expect(getGameWinProbability({ ...game, homeHandicap: 3 }).home).toBeLessThan(0.5);
  });

  it('gives the home side its field advantage without a line, and falls back to it before any play', () => {
    const noLine = getGameWinProbability(game).home;
    expect(noLine).toBeGreaterThan(0.5);
    expect(noLine).toBeLessThan(0.6);
    expect(getGameWinProbability({ ...game, phase: 'INGAME' })).toEqual(getGameWinProbability(game));
  });
});
