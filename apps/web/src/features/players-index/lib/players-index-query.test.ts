import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAYERS_INDEX_QUERY,
  hasPlayersIndexFilters,
  isTermRefinement,
  parsePlayersIndexQuery,
  toPlayersIndexRequest,
  updatePlayersIndexParams,
} from './players-index-query';

const parse = (search: string, teamIds?: ReadonlySet<string>) =>
  parsePlayersIndexQuery(new URLSearchParams(search), teamIds);

describe('parsePlayersIndexQuery', () => {
  it('defaults to every player but the retired, by name, 50 a page', () => {
    expect(parse('')).toEqual({ query: DEFAULT_PLAYERS_INDEX_QUERY, problems: [] });
    expect(DEFAULT_PLAYERS_INDEX_QUERY).toMatchObject({ status: 'current', sortKey: 'name', pageSize: 50 });
  });

  it('reads every parameter', () => {
    const { query, problems } = parse(
      'term=%20smith%20&position=WR&teamId=2310&status=RES&sortKey=age&sortValue=DESC&page=3&pageSize=100',
    );
    expect(problems).toEqual([]);
    expect(query).toEqual({
      term: 'smith',
      position: 'WR',
      teamId: '2310',
      status: 'RES',
      sortKey: 'age',
      sortValue: 'DESC',
      page: 3,
      pageSize: 100,
    });
  });

  it('reads includeRetired as everyone, a status taking precedence', () => {
    expect(parse('includeRetired=true').query.status).toBe('everyone');
    expect(parse('includeRetired=true&status=FA').query.status).toBe('FA');
    expect(parse('includeRetired=false').query.status).toBe('current');
  });

  it('names each value it cannot use and falls back to the default', () => {
    const { query, problems } = parse(
      'position=XX&teamId=9999&status=IR&sortKey=salary&sortValue=up&page=0&pageSize=30',
      new Set(['2310']),
    );
    expect(query).toEqual(DEFAULT_PLAYERS_INDEX_QUERY);
    expect(problems).toEqual([
      'Position "XX" is not one of QB, RB, WR, TE, OL, DL, EDGE, LB, CB, DB, K, P, LS; showing every position.',
      'Team "9999" is not a team of the league; showing every team.',
      'Status "IR" is not one of ACT, RES, PS, FA, RET; showing every status.',
      'Sort column "salary" is not a column; sorting by name.',
      'Sort order "up" is not ASC or DESC; sorting ascending.',
      'Page "0" is not a page number; showing page 1.',
      'Rows per page "30" is not one of 25, 50, 100; showing 50.',
    ]);
  });

  it('checks only the shape of a team id until the teams are known', () => {
    expect(parse('teamId=9999').query.teamId).toBe('9999');
    expect(parse('teamId=KC').problems).toHaveLength(1);
  });

  it('refuses a name longer than the API takes', () => {
    const { query, problems } = parse(`term=${'a'.repeat(101)}`);
    expect(query.term).toBe('');
    expect(problems).toEqual(['The name is longer than 100 characters; showing every name.']);
  });
});

describe('toPlayersIndexRequest', () => {
  it('sends the sort and page always, filters only when set', () => {
    expect(toPlayersIndexRequest(DEFAULT_PLAYERS_INDEX_QUERY)).toEqual({
      sortKey: 'name',
      sortValue: 'ASC',
      page: 1,
      pageSize: 50,
    });
    expect(
      toPlayersIndexRequest({
        ...DEFAULT_PLAYERS_INDEX_QUERY,
        term: 'ab',
        position: 'K',
        teamId: '2310',
        status: 'PS',
      }),
    ).toMatchObject({ term: 'ab', position: 'K', teamId: '2310', status: 'PS' });
    expect(toPlayersIndexRequest({ ...DEFAULT_PLAYERS_INDEX_QUERY, status: 'everyone' })).toMatchObject({
      includeRetired: true,
    });
    expect(toPlayersIndexRequest({ ...DEFAULT_PLAYERS_INDEX_QUERY, status: 'everyone' })).not.toHaveProperty(
      'status',
    );
  });
});

describe('updatePlayersIndexParams', () => {
  const update = (search: string, changes: Parameters<typeof updatePlayersIndexParams>[1]) =>
    updatePlayersIndexParams(new URLSearchParams(search), changes).toString();

  it('writes changes, leaving defaults out, and starts again at page 1', () => {
    expect(update('page=4&pageSize=25', { position: 'QB' })).toBe('pageSize=25&position=QB');
    expect(update('position=QB', { position: null })).toBe('');
    expect(update('', { sortKey: 'age', sortValue: 'DESC' })).toBe('sortKey=age&sortValue=DESC');
    expect(update('sortKey=age&sortValue=DESC', { sortKey: 'name', sortValue: 'ASC' })).toBe('');
    expect(update('page=2', { pageSize: 50 })).toBe('');
  });

  it('keeps the page when the page is what changes', () => {
    expect(update('position=QB', { page: 3 })).toBe('position=QB&page=3');
    expect(update('page=3', { page: 1 })).toBe('');
  });

  it('writes the status as status or includeRetired, never both', () => {
    expect(update('status=FA', { status: 'everyone' })).toBe('includeRetired=true');
    expect(update('includeRetired=true', { status: 'RET' })).toBe('status=RET');
    expect(update('status=RET', { status: 'current' })).toBe('');
  });

  it('trims the term and drops an empty one; other parameters stay', () => {
    expect(update('week=2024-REG-5', { term: '  lee ' })).toBe('week=2024-REG-5&term=lee');
    expect(update('term=lee', { term: '   ' })).toBe('');
  });
});

describe('isTermRefinement and hasPlayersIndexFilters', () => {
  it('replaces history only while a search is refined', () => {
    expect(isTermRefinement('sm', 'smi')).toBe(true);
    expect(isTermRefinement('', 'smi')).toBe(false);
    expect(isTermRefinement('smi', ' ')).toBe(false);
  });

  it('sees any filter but the sort and page', () => {
    expect(hasPlayersIndexFilters(DEFAULT_PLAYERS_INDEX_QUERY)).toBe(false);
    expect(hasPlayersIndexFilters({ ...DEFAULT_PLAYERS_INDEX_QUERY, sortKey: 'age', page: 2 })).toBe(false);
    expect(hasPlayersIndexFilters({ ...DEFAULT_PLAYERS_INDEX_QUERY, status: 'everyone' })).toBe(true);
    expect(hasPlayersIndexFilters({ ...DEFAULT_PLAYERS_INDEX_QUERY, term: 'x' })).toBe(true);
  });
});
