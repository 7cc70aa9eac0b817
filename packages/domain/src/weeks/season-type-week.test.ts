import { describe, it, expect } from 'vitest';
import { getSeasonTypeWeek } from './season-type-week.js';

describe('getSeasonTypeWeek', () => {
  it('joins season type and canonical week', () => {
    expect(getSeasonTypeWeek('PRE', 0)).toBe('PRE-0');
    expect(getSeasonTypeWeek('REG', 5)).toBe('REG-5');
    expect(getSeasonTypeWeek('POST', 1)).toBe('POST-1');
    expect(getSeasonTypeWeek('POST', 23)).toBe('POST-4');
  });
  it('is null for weeks that do not exist', () => {
    expect(getSeasonTypeWeek('REG', 19)).toBeNull();
    expect(getSeasonTypeWeek('POST', 22)).toBeNull();
  });
});
