import { describe, expect, it } from 'vitest';
import { selectPlayerSeason } from './select-player-season';

describe('selectPlayerSeason', () => {
  const seasons = [2018, 2019, 2020];

  it('takes the requested season when the player has it', () => {
    expect(selectPlayerSeason('2019', seasons, 2020)).toEqual({ season: 2019, isRequestedUnknown: false });
  });

  it('defaults to the stats season, or his latest season when he has none that year', () => {
    expect(selectPlayerSeason(null, seasons, 2019)).toEqual({ season: 2019, isRequestedUnknown: false });
    expect(selectPlayerSeason('', seasons, 2024)).toEqual({ season: 2020, isRequestedUnknown: false });
    expect(selectPlayerSeason(null, [], 2024)).toEqual({ season: 2024, isRequestedUnknown: false });
  });

  it('flags a season he has no line for, or one that is not a year, and falls back', () => {
    expect(selectPlayerSeason('2031', seasons, 2020)).toEqual({ season: 2020, isRequestedUnknown: true });
    expect(selectPlayerSeason('abc', seasons, 2020)).toEqual({ season: 2020, isRequestedUnknown: true });
    expect(selectPlayerSeason('2019.5', seasons, 2020)).toEqual({ season: 2020, isRequestedUnknown: true });
  });
});
