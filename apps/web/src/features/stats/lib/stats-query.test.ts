import { describe, expect, it } from 'vitest';
import { parseLeaderboardChoice, parseStatsQuery, toLeadersRequest, updateStatsParams } from './stats-query';

const context = {
  seasons: [2018, 2019, 2020],
  defaults: { season: 2020, seasonType: 'REG' },
  period: 'game',
} as const;
const parse = (search: string, overrides: Partial<Parameters<typeof parseStatsQuery>[1]> = {}) =>
  parseStatsQuery(new URLSearchParams(search), { ...context, ...overrides });

describe('parseStatsQuery', () => {
  it('takes the defaults when the address has no filters', () => {
    expect(parse('')).toEqual({
      query: {
        season: 2020,
        seasonType: 'REG',
        weekSlug: null,
        teamId: null,
        sortKey: null,
        sortValue: null,
        page: 1,
        pageSize: 25,
      },
      problems: [],
    });
  });

  it('reads every filter, the sort and the page', () => {
    const { query, problems } = parse(
      'season=2019&seasonType=POST&weekSlug=WC&teamId=2310&sortKey=targets&sortValue=ASC&page=3&pageSize=50',
    );
    expect(problems).toEqual([]);
    expect(query).toEqual({
      season: 2019,
      seasonType: 'POST',
      weekSlug: 'WC',
      teamId: '2310',
      sortKey: 'targets',
      sortValue: 'ASC',
      page: 3,
      pageSize: 50,
    });
  });

  it('takes the season type from a week slug given alone', () => {
    expect(parse('weekSlug=P2').query).toMatchObject({ seasonType: 'PRE', weekSlug: 'P2' });
  });

  it('falls back from each bad value and says what it ignored', () => {
    const { query, problems } = parse(
      'season=abc&seasonType=XYZ&weekSlug=WEEK_99&teamId=12&sortKey=%3Cb%3E&sortValue=UP&page=0&pageSize=7',
    );
    expect(query).toEqual(parse('').query);
    expect(problems).toEqual([
      'Season "abc" is not a season with stats (2018–2020); showing 2020.',
      'Season type "XYZ" is not one of PRE, REG, POST; showing REG.',
      'Week "WEEK_99" is not a week (e.g. WEEK_1, P2, WC); showing every week.',
      'Team "12" is not a team of the league; showing every team.',
      'Sort column "<b>" is not a column; showing the default order.',
      'Sort order "UP" is not ASC or DESC; showing the default order.',
      'Page "0" is not a page number; showing page 1.',
      'Rows per page "7" is not one of 25, 50, 100; showing 25.',
    ]);
  });

  it('refuses seasons outside the list, weeks of another season type and weeks on season tables', () => {
    expect(parse('season=2017').problems).toHaveLength(1);
    expect(parse('seasonType=REG&weekSlug=WC')).toMatchObject({
      query: { seasonType: 'REG', weekSlug: null },
      problems: ['Week WC is not a week of the REG season type; showing every week.'],
    });
    expect(parse('weekSlug=WEEK_2', { period: 'season' }).query.weekSlug).toBeNull();
  });

  it('checks team ids against the league once the teams are known', () => {
    expect(parse('teamId=2310', { teamIds: new Set(['2310']) }).query.teamId).toBe('2310');
    expect(parse('teamId=9999', { teamIds: new Set(['2310']) })).toMatchObject({
      query: { teamId: null },
      problems: ['Team "9999" is not a team of the league; showing every team.'],
    });
  });
});

describe('toLeadersRequest', () => {
  it('asks for the week number of the slug and leaves out unset values', () => {
    expect(toLeadersRequest('passing', 'game', parse('seasonType=POST&weekSlug=DIV').query)).toEqual({
      group: 'passing',
      period: 'game',
      season: 2020,
      seasonType: 'POST',
      week: 2,
      page: 1,
      pageSize: 25,
    });
    expect(
      toLeadersRequest('defense', 'season', parse('sortKey=sacks&sortValue=ASC&teamId=2310').query),
    ).toEqual({
      group: 'defense',
      period: 'season',
      season: 2020,
      seasonType: 'REG',
      teamId: '2310',
      sortKey: 'sacks',
      sortValue: 'ASC',
      page: 1,
      pageSize: 25,
    });
  });
});

describe('updateStatsParams', () => {
  const current = new URLSearchParams('season=2019&seasonType=REG&weekSlug=WEEK_3&page=4');

  it('starts again at page 1 on any change but the page', () => {
    expect(updateStatsParams(current, { sortKey: 'yards', sortValue: 'DESC' }).toString()).toBe(
      'season=2019&seasonType=REG&weekSlug=WEEK_3&sortKey=yards&sortValue=DESC',
    );
    expect(updateStatsParams(current, { page: 5 }).get('page')).toBe('5');
  });

  it('removes null values and drops a week of another season type', () => {
    expect(updateStatsParams(current, { weekSlug: null }).toString()).toBe('season=2019&seasonType=REG');
    expect(updateStatsParams(current, { seasonType: 'POST' }).toString()).toBe('season=2019&seasonType=POST');
  });
});

describe('parseLeaderboardChoice', () => {
  it('reads the category and period, passing season leaders by default', () => {
    expect(parseLeaderboardChoice(new URLSearchParams(''))).toEqual({
      group: 'passing',
      period: 'season',
      problems: [],
    });
    expect(parseLeaderboardChoice(new URLSearchParams('category=team-defense&period=game'))).toEqual({
      group: 'team-defense',
      period: 'game',
      problems: [],
    });
  });

  it('falls back from unknown values and says so', () => {
    expect(parseLeaderboardChoice(new URLSearchParams('category=kicking&period=week'))).toEqual({
      group: 'passing',
      period: 'season',
      problems: [
        'Category "kicking" is not one of passing, rushing, receiving, defense, team-offense, team-defense; showing passing.',
        'Period "week" is not season or game; showing season.',
      ],
    });
  });
});
