import { describe, expect, it } from 'vitest';
import { asNflId } from '../ids.js';
import { getPlayerFilmFilters, getPlayerFilmRole } from './player-film-filters.js';

describe('getPlayerFilmRole', () => {
  it("picks the filter of the player's job", () => {
    expect(getPlayerFilmRole('QB')).toBe('passerId');
    expect(getPlayerFilmRole('RB')).toBe('rusherId');
    expect(getPlayerFilmRole('TE')).toBe('targetId');
    expect(getPlayerFilmRole('EDGE')).toBe('defenderId');
    expect(getPlayerFilmRole('OL')).toBe('nflId');
    expect(getPlayerFilmRole('K')).toBe('nflId');
  });
});

describe('getPlayerFilmFilters', () => {
  it('names the player in his role, with a season when given', () => {
    expect(getPlayerFilmFilters({ nflId: asNflId(42), position: 'WR' }, 2024)).toEqual({
      season: [2024],
      targetId: 42,
    });
    expect(getPlayerFilmFilters({ nflId: asNflId(7), position: 'CB' })).toEqual({ defenderId: 7 });
  });
});
