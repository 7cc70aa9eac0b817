import { describe, expect, it } from 'vitest';
import { getCompetitionRanks, perGame } from './competition-rank.js';

describe('getCompetitionRanks', () => {
  it('ranks high values first, ties sharing a rank and the next skipping places', () => {
    const ranks = getCompetitionRanks(
      [
        { key: 'a', value: 20 },
        { key: 'b', value: 30 },
        { key: 'c', value: 20 },
        { key: 'd', value: 10 },
      ],
      'high',
    );
    expect(Object.fromEntries(ranks)).toEqual({ b: 1, a: 2, c: 2, d: 4 });
  });
  it('ranks low values first for figures where fewer is better', () => {
    const ranks = getCompetitionRanks(
      [
        { key: 'a', value: 20 },
        { key: 'b', value: 30 },
      ],
      'low',
    );
    expect(Object.fromEntries(ranks)).toEqual({ a: 1, b: 2 });
  });
  it('leaves entries without a value unranked', () => {
    const ranks = getCompetitionRanks(
      [
        { key: 'a', value: null },
        { key: 'b', value: 3 },
        { key: 'c', value: Number.NaN },
      ],
      'high',
    );
    expect(Object.fromEntries(ranks)).toEqual({ b: 1 });
  });
  it('is empty for no entries', () => {
    expect(getCompetitionRanks([], 'high').size).toBe(0);
  });
});

describe('perGame', () => {
  it('divides by games, null without games', () => {
    expect(perGame(30, 4)).toBe(7.5);
    expect(perGame(0, 0)).toBeNull();
  });
});
