import { describe, expect, it } from 'vitest';
import { readWeekOverride } from './week-override';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};

describe('readWeekOverride', () => {
  it('reads season-type-week from the query and keeps it for the tab', () => {
    const storage = memoryStorage();
    expect(readWeekOverride('development', '?week=2024-REG-5', storage)).toEqual({
      season: 2024,
      seasonType: 'REG',
      week: 5,
      weekSlug: 'WEEK_5',
    });
    expect(readWeekOverride('development', '', storage)).toMatchObject({ season: 2024, week: 5 });
  });

  it('clears the kept override on an invalid or empty value', () => {
    const storage = memoryStorage();
    readWeekOverride('staging', '?week=2025-POST-WC', storage);
    expect(readWeekOverride('staging', '?week=', storage)).toBeNull();
    expect(readWeekOverride('staging', '', storage)).toBeNull();
  });

  it('is ignored in production', () => {
    const storage = memoryStorage();
    expect(readWeekOverride('production', '?week=2024-REG-5', storage)).toBeNull();
    expect(readWeekOverride('production', '', storage)).toBeNull();
  });
});
