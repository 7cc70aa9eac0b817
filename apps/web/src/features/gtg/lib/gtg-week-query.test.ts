import { describe, expect, it } from 'vitest';
import { formatGtgWeekSearch, parseGtgWeekQuery } from './gtg-week-query';

const CURRENT = { season: 2024, seasonType: 'REG' as const, week: 6 };
const parse = (search: string) => parseGtgWeekQuery(new URLSearchParams(search), CURRENT);

describe('parseGtgWeekQuery', () => {
  it('is the current week without parameters', () => {
    expect(parse('')).toEqual({ week: null, problems: [] });
  });
  it('reads a season and a week slug', () => {
    expect(parse('season=2023&weekSlug=WEEK_5').week).toEqual({ season: 2023, seasonType: 'REG', week: 5 });
    expect(parse('season=2023&weekSlug=WC').week).toEqual({ season: 2023, seasonType: 'POST', week: 1 });
    expect(parse('season=2023&weekSlug=P2').week).toEqual({ season: 2023, seasonType: 'PRE', week: 2 });
  });
  it('takes a slug alone in the current season, and a season alone from its first week', () => {
    expect(parse('weekSlug=WEEK_2').week).toEqual({ season: 2024, seasonType: 'REG', week: 2 });
    expect(parse('season=2020').week).toEqual({ season: 2020, seasonType: 'REG', week: 1 });
    expect(parse('season=2024').week).toBeNull();
  });
  it('names what it cannot use and falls back to the current week', () => {
    expect(parse('season=2017&weekSlug=WEEK_5')).toEqual({
      week: null,
      problems: ['Season "2017" is not a season of the league (2018–2024).'],
    });
    expect(parse('season=2025').problems).toHaveLength(1);
    expect(parse('season=abc').problems).toHaveLength(1);
    expect(parse('weekSlug=WEEK_19')).toEqual({
      week: null,
      problems: ['Week "WEEK_19" is not a week (WEEK_1 … WEEK_18, P1 … P4, WC, DIV, CONF, SB).'],
    });
  });
});

describe('formatGtgWeekSearch', () => {
  it('writes the season and the slug', () => {
    expect(formatGtgWeekSearch({ season: 2024, seasonType: 'REG', week: 5 })).toBe(
      '?season=2024&weekSlug=WEEK_5',
    );
    expect(formatGtgWeekSearch({ season: 2024, seasonType: 'POST', week: 4 })).toBe(
      '?season=2024&weekSlug=SB',
    );
  });
  it('round-trips through the parser', () => {
    const week = { season: 2022, seasonType: 'PRE' as const, week: 0 };
    expect(parse(formatGtgWeekSearch(week).slice(1)).week).toEqual(week);
  });
});
