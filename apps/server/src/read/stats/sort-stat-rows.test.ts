import { describe, expect, it } from 'vitest';
import { sortStatRows } from './sort-stat-rows.js';

const row = (value: number | null, id: number) => ({ value, tieBreakers: [id] });
const ids = (rows: { tieBreakers: readonly (number | string)[] }[]) => rows.map((r) => r.tieBreakers[0]);

describe('sortStatRows', () => {
  const rows = [row(3, 1), row(null, 2), row(5, 3), row(3, 0), row(null, 4), row(-1, 5)];

  it('sorts descending with ties in id order and no-value rows last', () => {
    expect(ids(sortStatRows(rows, 'DESC'))).toEqual([3, 0, 1, 5, 2, 4]);
  });

  it('sorts ascending and still puts no-value rows last', () => {
    expect(ids(sortStatRows(rows, 'ASC'))).toEqual([5, 0, 1, 3, 2, 4]);
  });

  it('breaks ties on later tie-breakers and leaves the input untouched', () => {
    const tied = [
      { value: 1, tieBreakers: [7, 300] },
      { value: 1, tieBreakers: [7, 100] },
      { value: 1, tieBreakers: [6] },
    ];
    expect(sortStatRows(tied, 'DESC').map((r) => r.tieBreakers)).toEqual([[6], [7, 100], [7, 300]]);
    expect(tied[0]?.tieBreakers).toEqual([7, 300]);
  });

  it('sorts texts alphabetically both ways, no-value rows still last', () => {
    const names = [
      { value: 'Young', tieBreakers: [1] },
      { value: null, tieBreakers: [2] },
      { value: 'adams', tieBreakers: [3] },
      { value: 'Baker', tieBreakers: [4] },
    ];
    expect(ids(sortStatRows(names, 'ASC'))).toEqual([3, 4, 1, 2]);
    expect(ids(sortStatRows(names, 'DESC'))).toEqual([1, 4, 3, 2]);
  });
});
