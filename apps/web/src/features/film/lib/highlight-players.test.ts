import { asNflId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { getHighlightedPlayerIds } from './highlight-players';

const play = { passerId: 1, targetId: 2, nearestDefenderId: 3, rusherId: null, ballCarrierId: 2 };

describe('getHighlightedPlayerIds', () => {
  it('highlights the players the search named', () => {
    expect(getHighlightedPlayerIds({ defenderId: asNflId(9), passerId: asNflId(1) }, play)).toEqual([1, 9]);
  });
  it('adds the target and his nearest defender on a matchup search', () => {
    expect(getHighlightedPlayerIds({ separationType: 'TIGHT' }, play)).toEqual([2, 3]);
    expect(getHighlightedPlayerIds({ targetId: asNflId(2), targetNearestDefender: true }, play)).toEqual([
      2, 3,
    ]);
  });
  it("falls back to the play's passer and target, or its rusher", () => {
    expect(getHighlightedPlayerIds({}, play)).toEqual([1, 2]);
    expect(getHighlightedPlayerIds({}, { ...play, passerId: null, targetId: null, rusherId: 5 })).toEqual([
      5,
    ]);
  });
});
