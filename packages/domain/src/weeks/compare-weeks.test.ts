import { describe, it, expect } from 'vitest';
import { compareWeeks } from './compare-weeks.js';

describe('compareWeeks', () => {
  it('orders by season first', () => {
    expect(
      compareWeeks(
        { season: 2023, seasonType: 'POST', week: 4 },
        { season: 2024, seasonType: 'PRE', week: 0 },
      ),
    ).toBeLessThan(0);
  });
  it('orders PRE < REG < POST within a season regardless of week number', () => {
    expect(
      compareWeeks(
        { season: 2024, seasonType: 'PRE', week: 4 },
        { season: 2024, seasonType: 'REG', week: 1 },
      ),
    ).toBeLessThan(0);
    expect(
      compareWeeks(
        { season: 2024, seasonType: 'REG', week: 18 },
        { season: 2024, seasonType: 'POST', week: 1 },
      ),
    ).toBeLessThan(0);
    expect(
      compareWeeks(
        { season: 2024, seasonType: 'POST', week: 1 },
        { season: 2024, seasonType: 'REG', week: 18 },
      ),
    ).toBeGreaterThan(0);
  });
  it('orders by week within a season type', () => {
    expect(
      compareWeeks(
        { season: 2024, seasonType: 'REG', week: 4 },
        { season: 2024, seasonType: 'REG', week: 5 },
      ),
    ).toBeLessThan(0);
    expect(
      compareWeeks(
        { season: 2024, seasonType: 'REG', week: 5 },
        { season: 2024, seasonType: 'REG', week: 5 },
      ),
    ).toBe(0);
  });
  it('treats POST league weeks 19–23 as the same weeks as 1–4', () => {
    expect(
      compareWeeks(
        { season: 2024, seasonType: 'POST', week: 19 },
        { season: 2024, seasonType: 'POST', week: 1 },
      ),
    ).toBe(0);
    expect(
      compareWeeks(
        { season: 2024, seasonType: 'POST', week: 23 },
        { season: 2024, seasonType: 'POST', week: 3 },
      ),
    ).toBeGreaterThan(0);
    expect(
      compareWeeks(
        { season: 2024, seasonType: 'POST', week: 2 },
        { season: 2024, seasonType: 'POST', week: 21 },
      ),
    ).toBeLessThan(0);
  });
});
