import { getFantasyScoring } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import {
  buildFantasyStatsFileName,
  type FantasyStatsQueryContext,
  getDefaultSortOrder,
  parseFantasyStatsQuery,
  parseWeekRange,
  toRankingRequest,
  updateFantasyStatsParams,
} from './fantasy-stats-query';

const context: FantasyStatsQueryContext = {
  seasons: [2024, 2023, 2022],
  defaultSeason: 2024,
  accountScoring: getFantasyScoring(0.5),
  teamIds: new Set(['0325', '3800']),
};
const parse = (search: string) => parseFantasyStatsQuery(new URLSearchParams(search), context);

describe('parseFantasyStatsQuery', () => {
  it('defaults to the stats season, the account scoring, everyone, the season to date, points first', () => {
    expect(parse('')).toEqual({
      query: {
        season: 2024,
        scoring: getFantasyScoring(0.5),
        isScoringChosen: false,
        position: null,
        teamId: null,
        weeks: null,
        sort: 'points',
        order: 'DESC',
        view: 'table',
      },
      problems: [],
    });
  });

  it('reads every parameter of the address', () => {
    const { query, problems } = parse(
      'season=2023&scoring=ppr&position=WR&team=3800&weeks=3-8&sort=receivingYards&order=asc&view=weekly',
    );
    expect(problems).toEqual([]);
    expect(query).toMatchObject({
      season: 2023,
      isScoringChosen: true,
      position: 'WR',
      teamId: '3800',
      weeks: { from: 3, to: 8 },
      sort: 'receivingYards',
      order: 'ASC',
      view: 'weekly',
    });
    expect(query.scoring.label).toBe('PPR');
  });

  it('sorts names, ranks and byes from the top unless told otherwise', () => {
    expect(parse('sort=player').query.order).toBe('ASC');
    expect(parse('sort=rank').query.order).toBe('ASC');
    expect(parse('sort=games').query.order).toBe('DESC');
    expect(getDefaultSortOrder('bye')).toBe('ASC');
    expect(getDefaultSortOrder('twoPointConversions')).toBe('DESC');
  });

  it('names each value it cannot use and falls back to the default', () => {
    const { query, problems } = parse(
      'season=1999&scoring=double&position=DEF&team=9999&weeks=9-2&sort=height&order=up&view=chart',
    );
    expect(query).toMatchObject({
      season: 2024,
      isScoringChosen: false,
      position: null,
      teamId: null,
      weeks: null,
      sort: 'points',
      order: 'DESC',
      view: 'table',
    });
    expect(query.scoring.label).toBe('Half PPR');
    expect(problems).toEqual([
      'Season "1999" is not a season with stats; showing 2024.',
      'Scoring "double" is not standard, half or ppr; showing Half PPR (your setting).',
      'Position "DEF" is not one of QB, RB, WR, TE, K; showing every position.',
      'Team "9999" is not a team of the league; showing every team.',
      'Weeks "9-2" is not a range of weeks 1-18 (e.g. 3-8); showing the season to date.',
      'Sort column "height" is not a column; sorting by points.',
      'Sort order "up" is not asc or desc; showing the column\'s usual order.',
      'View "chart" is not table or weekly; showing the table.',
    ]);
  });
});

describe('parseWeekRange', () => {
  it.each([
    ['3-8', { from: 3, to: 8 }],
    ['5', { from: 5, to: 5 }],
    ['1-18', { from: 1, to: 18 }],
    ['0-3', null],
    ['4-19', null],
    ['8-3', null],
    ['3-', null],
    ['a-b', null],
  ])('reads %s', (raw, range) => {
    expect(parseWeekRange(raw)).toEqual(range);
  });
});

describe('toRankingRequest', () => {
  it("asks the spec's 500 by the scoring's keys, every fantasy position when none is chosen", () => {
    expect(toRankingRequest(parse('scoring=ppr').query)).toEqual({
      season: 2024,
      limit: 500,
      sortKey: 'fpPPR',
      sortValue: 'DESC',
      position: ['QB', 'RB', 'WR', 'TE', 'K'],
      teamId: null,
      weekFrom: null,
      weekTo: null,
    });
  });

  it('maps each column to its sort key in the scoring shown', () => {
    const request = (search: string) => toRankingRequest(parse(search).query);
    expect(request('sort=rank')).toMatchObject({ sortKey: 'fpPosRkLblHalfPPR', sortValue: 'ASC' });
    expect(request('sort=pointsPerGame&scoring=standard')).toMatchObject({ sortKey: 'fpPGStd' });
    expect(request('sort=team&order=desc')).toMatchObject({ sortKey: 'teamAbbr', sortValue: 'DESC' });
    expect(request('sort=player')).toMatchObject({ sortKey: 'displayName' });
    expect(request('sort=bye')).toMatchObject({ sortKey: 'byeWeek' });
    expect(request('sort=games')).toMatchObject({ sortKey: 'gamesPlayed' });
    expect(request('sort=fumblesLost')).toMatchObject({ sortKey: 'fumblesLost' });
    expect(request('position=RB&team=0325&weeks=2-4')).toMatchObject({
      position: ['RB'],
      teamId: '0325',
      weekFrom: 2,
      weekTo: 4,
    });
  });
});

describe('updateFantasyStatsParams', () => {
  it('sets and removes parameters, keeping the others', () => {
    const next = updateFantasyStatsParams(new URLSearchParams('season=2023&position=WR&view=weekly'), {
      position: null,
      sort: 'targets',
    });
    expect(next.toString()).toBe('season=2023&view=weekly&sort=targets');
  });
});

describe('buildFantasyStatsFileName', () => {
  it('names the season, scoring and filters', () => {
    expect(buildFantasyStatsFileName(parse('').query)).toBe('all22-fantasy-stats-2024-half.csv');
    expect(
      buildFantasyStatsFileName(parse('scoring=ppr&position=WR&team=3800&weeks=3-8&view=weekly').query),
    ).toBe('all22-fantasy-stats-2024-ppr-WR-team-3800-weeks-3-8-weekly.csv');
  });
});
