import { describe, expect, it } from 'vitest';
import { parseInsightsQuery, withScoring } from './insights-query';

const parse = (search: string) => parseInsightsQuery(new URLSearchParams(search));

describe('parseInsightsQuery', () => {
  it('reads the scoring, season and week, each absent by default', () => {
    expect(parse('')).toEqual({ query: { scoring: null, season: null, week: null }, problems: [] });
    expect(parse('scoring=0.5&season=2024&week=6')).toEqual({
      query: { scoring: 0.5, season: 2024, week: 6 },
      problems: [],
    });
    expect(parse('scoring=0').query.scoring).toBe(0);
  });

  it('leaves out values it cannot use and names them', () => {
    const { query, problems } = parse('scoring=2&season=next&week=19');
    expect(query).toEqual({ scoring: null, season: null, week: null });
    expect(problems).toEqual([
      'Scoring “2” is not 0, 0.5 or 1.',
      'Season “next” is not a season.',
      'Week “19” is not a regular-season week (1–18).',
    ]);
  });
});

describe('withScoring', () => {
  it('sets the scoring and keeps the rest', () => {
    expect(withScoring(new URLSearchParams('week=5&scoring=0'), 1).toString()).toBe('week=5&scoring=1');
  });
});
