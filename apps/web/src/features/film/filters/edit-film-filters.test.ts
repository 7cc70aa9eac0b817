import { asGameId, asTeamId, type FilmFilters } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import {
  applyFilmFilterChange,
  clearFilmFilters,
  countActiveFilters,
  getFilmFilterWeek,
  getWeekSlugChoices,
  PANEL_FILTER_GROUPS,
  removeFilmFilter,
  setFilmFilter,
} from './edit-film-filters';
import { getFilmFilterFieldsByGroup } from '@all22/domain';

const GAME = asGameId(2024101300);

describe('setFilmFilter', () => {
  it('sets and removes one filter', () => {
    expect(setFilmFilter({}, 'passPlay', true)).toEqual({ passPlay: true });
    expect(setFilmFilter({ passPlay: true, quarter: 5 }, 'passPlay', undefined)).toEqual({ quarter: 5 });
    expect(setFilmFilter({ season: [2024] }, 'season', [])).toEqual({});
  });

  it('drops a week slug the new season type does not offer', () => {
    expect(setFilmFilter({ weekSlug: 'WEEK_3' }, 'seasonType', 'POST')).toEqual({ seasonType: 'POST' });
    expect(setFilmFilter({ weekSlug: 'WC' }, 'seasonType', 'REG,POST')).toEqual({
      seasonType: 'REG,POST',
      weekSlug: 'WC',
    });
    expect(setFilmFilter({ weekSlug: 'HOF', seasonType: 'PRE' }, 'seasonType', undefined)).toEqual({
      weekSlug: 'HOF',
    });
  });

  it('drops the chosen game when its season or week changes, not otherwise', () => {
    const filters = { season: [2024], weekSlug: 'WEEK_6', gameId: GAME } as const;
    expect(setFilmFilter(filters, 'weekSlug', 'WEEK_7')).toEqual({ season: [2024], weekSlug: 'WEEK_7' });
    expect(setFilmFilter(filters, 'season', [2023, 2024])).toEqual({
      season: [2023, 2024],
      weekSlug: 'WEEK_6',
    });
    expect(setFilmFilter(filters, 'season', [2024])).toEqual(filters);
    expect(setFilmFilter(filters, 'quarter', 4)).toEqual({ ...filters, quarter: 4 });
  });
});

describe('removeFilmFilter and clearFilmFilters', () => {
  it('remove just one key, or all but the view flag', () => {
    const filters = { quarter: 4, teamId: asTeamId('2310'), displayGameFilmCards: true };
    expect(removeFilmFilter(filters, 'quarter')).toEqual({ teamId: '2310', displayGameFilmCards: true });
    expect(clearFilmFilters(filters)).toEqual({ displayGameFilmCards: true });
    expect(clearFilmFilters({ quarter: 4 })).toEqual({});
  });
});

describe('getWeekSlugChoices', () => {
  it('offers the weeks of the chosen season type in order', () => {
    expect(getWeekSlugChoices('PRE')).toEqual(['HOF', 'P1', 'P2', 'P3', 'P4']);
    expect(getWeekSlugChoices('POST')).toEqual(['WC', 'DIV', 'CONF', 'SB']);
    expect(getWeekSlugChoices('REG')).toHaveLength(18);
    expect(getWeekSlugChoices('REG,POST')).toHaveLength(22);
    expect(getWeekSlugChoices(undefined)).toHaveLength(27);
  });
});

describe('getFilmFilterWeek', () => {
  it('is the week of one season and a slug', () => {
    expect(getFilmFilterWeek({ season: [2024], weekSlug: 'DIV' })).toEqual({
      season: 2024,
      seasonType: 'POST',
      week: 2,
    });
    expect(getFilmFilterWeek({ season: [2023, 2024], weekSlug: 'DIV' })).toBeUndefined();
    expect(getFilmFilterWeek({ season: [2024] })).toBeUndefined();
  });
});

describe('countActiveFilters', () => {
  it('counts the set fields of a group, not an empty season list', () => {
    const general = getFilmFilterFieldsByGroup('General');
    expect(countActiveFilters({ season: [], quarter: 2, redzone: false, passerId: undefined }, general)).toBe(
      2,
    );
    expect(PANEL_FILTER_GROUPS).toEqual(['General', 'Passing', 'Rushing', 'Receiving', 'Defense', 'Other']);
  });
});

describe('applyFilmFilterChange', () => {
  const seen = { season: 2024, down: [3] } as unknown as FilmFilters;

  it('keeps a change made just before, which the control had not seen yet', () => {
    const latest = { ...seen, receiverAlignment: 'WIDE' } as unknown as FilmFilters;
    const next = { ...seen, qbAlignment: 'SHOTGUN' } as unknown as FilmFilters;
    expect(applyFilmFilterChange(latest, seen, next)).toEqual({
      season: 2024,
      down: [3],
      receiverAlignment: 'WIDE',
      qbAlignment: 'SHOTGUN',
    });
  });

  it('applies a removal and a replaced value, and nothing the control only copied', () => {
    const latest = { season: 2025, down: [3], fumble: false } as unknown as FilmFilters;
    const next = { season: 2024 } as unknown as FilmFilters; // down cleared; season copied
    expect(applyFilmFilterChange(latest, seen, next)).toEqual({ season: 2025, fumble: false });
  });

  it('is the next search itself when nothing came between', () => {
    const next = { season: 2024, down: [4] } as unknown as FilmFilters;
    expect(applyFilmFilterChange(seen, seen, next)).toEqual(next);
  });
});
