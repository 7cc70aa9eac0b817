import { asNflId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { formatFilmRoomSearch, readFilmRoomQuery } from './film-room-query';

describe('readFilmRoomQuery', () => {
  it('keeps the tab and the selected week apart from the filters', () => {
    const query = readFilmRoomQuery(
      new URLSearchParams('season=2024&passerId=7&tab=saved&weekSelected=WEEK_3'),
      2025,
    );
    expect(query).toEqual({
      ok: true,
      filters: { season: [2024], passerId: 7 },
      ui: { tab: 'saved', weekSelected: 'WEEK_3' },
    });
  });

  it('names every bad filter as the API would, and still reads the tab', () => {
    const query = readFilmRoomQuery(new URLSearchParams('quarter=9&bogus=1&tab=saved'), 2025);
    expect(query.ok).toBe(false);
    expect(query.ui.tab).toBe('saved');
    if (!query.ok) expect(query.errors.map((error) => error.field).sort()).toEqual(['bogus', 'quarter']);
  });

  it('ignores an unknown tab or week', () => {
    expect(readFilmRoomQuery(new URLSearchParams('tab=x&weekSelected=WEEK_99'), 2025).ui).toEqual({
      tab: 'plays',
      weekSelected: null,
    });
  });
});

describe('formatFilmRoomSearch', () => {
  it('writes the canonical filters, then the UI keys, and leaves defaults out', () => {
    expect(
      formatFilmRoomSearch({ passerId: asNflId(7), season: [2024] }, { tab: 'saved', weekSelected: 'WC' }),
    ).toBe('season=2024&passerId=7&tab=saved&weekSelected=WC');
    expect(formatFilmRoomSearch({}, { tab: 'plays' })).toBe('');
  });

  it('round-trips through readFilmRoomQuery', () => {
    const search = formatFilmRoomSearch({ down: 3, playAction: true }, { weekSelected: 'WEEK_2' });
    const query = readFilmRoomQuery(new URLSearchParams(search), 2025);
    expect(query).toMatchObject({
      ok: true,
      filters: { down: 3, playAction: true },
      ui: { weekSelected: 'WEEK_2' },
    });
  });
});
