import { describe, expect, it } from 'vitest';
import { parseInsightsAddress, withInsightsWeek } from './insights-address';

describe('parseInsightsAddress', () => {
  it('reads a season and a regular-season week', () => {
    expect(parseInsightsAddress(new URLSearchParams('season=2024&week=5'))).toEqual({
      address: { season: 2024, week: 5 },
      problems: [],
    });
    expect(parseInsightsAddress(new URLSearchParams('')).address).toEqual({ season: null, week: null });
  });

  it('leaves out and names what it cannot read', () => {
    const { address, problems } = parseInsightsAddress(new URLSearchParams('season=next&week=19'));
    expect(address).toEqual({ season: null, week: null });
    expect(problems).toEqual([
      'Season “next” is not a season.',
      'Week “19” is not a regular-season week (1–18).',
    ]);
  });
});

describe('withInsightsWeek', () => {
  it('sets the season and week, keeping the rest of the address', () => {
    const next = withInsightsWeek(new URLSearchParams('week=3&x=1'), { season: 2023, week: 7 });
    expect(next.toString()).toBe('week=7&x=1&season=2023');
  });

  it('drops the week when only a season is chosen', () => {
    expect(
      withInsightsWeek(new URLSearchParams('season=2024&week=3'), { season: 2023, week: null }).toString(),
    ).toBe('season=2023');
  });
});
