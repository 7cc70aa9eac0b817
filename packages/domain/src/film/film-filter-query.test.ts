import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { asGameId, asNflId, asTeamId } from '../ids.js';
import { FILM_FILTER_FIELDS, FILM_FILTER_KEYS, type FilmFilters } from './film-filter-catalogue.js';
import type { FilmFilterField } from './film-filter-field.js';
import { parseFilmFilterQuery, type FilmFilterQueryInput } from './parse-film-filter-query.js';
import { formatFilmFilterQuery, toFilmFilterQuery } from './serialize-film-filter-query.js';

const CURRENT = 2025;
const parse = (input: FilmFilterQueryInput) => parseFilmFilterQuery(input, { currentSeason: CURRENT });
const errorsOf = (input: FilmFilterQueryInput) => {
  const result = parse(input);
  if (result.ok) throw new Error(`expected errors, parsed ${JSON.stringify(result.filters)}`);
  return result.errors;
};

const arbitraryValue = (field: FilmFilterField): fc.Arbitrary<unknown> => {
  const type = field.type;
  switch (type.kind) {
    case 'seasons':
      return fc
        .uniqueArray(fc.integer({ min: type.min, max: CURRENT }), { minLength: 1 })
        .map((s) => s.sort((a, b) => a - b));
    case 'enum':
      return fc.constantFrom(...type.values);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: type.min, max: type.max });
    case 'id':
      switch (type.idKind) {
        case 'player':
          return fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }).map(asNflId);
        case 'team':
          return fc.integer({ min: 0, max: 9999 }).map((n) => asTeamId(String(n).padStart(4, '0')));
        case 'game':
          return fc.integer({ min: 1_000_000_000, max: 9_999_999_999 }).map(asGameId);
      }
  }
};

const arbitraryFilters: fc.Arbitrary<FilmFilters> = fc.record(
  Object.fromEntries(
    (FILM_FILTER_FIELDS as readonly FilmFilterField[]).map((field) => [field.key, arbitraryValue(field)]),
  ),
  { requiredKeys: [] },
) as fc.Arbitrary<FilmFilters>;

describe('film filter query codec: round trip', () => {
  it('parse(toFilmFilterQuery(x)) deep-equals x', () => {
    fc.assert(
      fc.property(arbitraryFilters, (filters) => {
        expect(parse(toFilmFilterQuery(filters))).toEqual({ ok: true, filters });
      }),
      { numRuns: 500 },
    );
  });
  it('parse(new URLSearchParams(formatFilmFilterQuery(x))) deep-equals x', () => {
    fc.assert(
      fc.property(arbitraryFilters, (filters) => {
        expect(parse(new URLSearchParams(formatFilmFilterQuery(filters)))).toEqual({ ok: true, filters });
      }),
      { numRuns: 500 },
    );
  });
  it('serialises keys in catalogue order whatever the object order', () => {
    fc.assert(
      fc.property(arbitraryFilters, (filters) => {
        const reversed = Object.fromEntries(Object.entries(filters).reverse()) as FilmFilters;
        const keys = Object.keys(toFilmFilterQuery(reversed));
        expect(keys).toEqual(FILM_FILTER_KEYS.filter((key) => keys.includes(key)));
        expect(formatFilmFilterQuery(reversed)).toBe(formatFilmFilterQuery(filters));
      }),
    );
  });
  it('never throws on arbitrary input, and what it accepts is stable', () => {
    const anyKey = fc.oneof(fc.constantFrom(...FILM_FILTER_KEYS), fc.string());
    const anyValue = fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 }));
    fc.assert(
      fc.property(fc.dictionary(anyKey, anyValue), (query) => {
        const result = parse(query);
        if (result.ok) expect(parse(toFilmFilterQuery(result.filters))).toEqual(result);
        else expect(result.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('formatFilmFilterQuery', () => {
  it('writes the canonical string', () => {
    const filters: FilmFilters = {
      displayGameFilmCards: true,
      quarter: 4,
      seasonType: 'REG,POST',
      season: [2024, 2023],
      teamId: asTeamId('3800'),
      passerId: asNflId(47_000),
      gameId: asGameId(2024090800),
    };
    expect(formatFilmFilterQuery(filters)).toBe(
      'season=2023,2024&seasonType=REG,POST&gameId=2024090800&quarter=4&passerId=47000&teamId=3800&displayGameFilmCards=true',
    );
  });
  it('writes false booleans and leaves out unset keys and empty season lists', () => {
    expect(formatFilmFilterQuery({ redzone: false, season: [] })).toBe('redzone=false');
    expect(formatFilmFilterQuery({})).toBe('');
    expect(toFilmFilterQuery({ quarter: undefined })).toEqual({});
  });
  it('sorts and de-duplicates seasons', () => {
    expect(toFilmFilterQuery({ season: [2025, 2018, 2025] })).toEqual({ season: '2018,2025' });
  });
});

describe('parseFilmFilterQuery: accepted forms', () => {
  it('parses every kind of value', () => {
    expect(
      parse({
        season: '2024,2018',
        seasonType: 'REG,POST',
        week: '0',
        weekSlug: 'WEEK_18',
        gameId: '2024090800',
        quarter: '5',
        redzone: 'false',
        playType: 'play_type_two_point_conversion',
        passerId: '1',
        teamId: '0100',
        lb: '8',
      }),
    ).toEqual({
      ok: true,
      filters: {
        season: [2018, 2024],
        seasonType: 'REG,POST',
        week: 0,
        weekSlug: 'WEEK_18',
        gameId: 2024090800,
        quarter: 5,
        redzone: false,
        playType: 'play_type_two_point_conversion',
        passerId: 1,
        teamId: '0100',
        lb: 8,
      },
    });
  });
  it('accepts repeated and comma-joined seasons, merged', () => {
    expect(parse(new URLSearchParams('season=2019&season=2023,2019'))).toEqual({
      ok: true,
      filters: { season: [2019, 2023] },
    });
    expect(parse({ season: ['2020', '2021'] })).toEqual({ ok: true, filters: { season: [2020, 2021] } });
  });
  it('accepts the top-nav link query and an empty query', () => {
    expect(parse(new URLSearchParams('displayGameFilmCards=true'))).toEqual({
      ok: true,
      filters: { displayGameFilmCards: true },
    });
    expect(parse({})).toEqual({ ok: true, filters: {} });
    expect(parse(new URLSearchParams(''))).toEqual({ ok: true, filters: {} });
  });
  it('skips undefined record values', () => {
    expect(parse({ quarter: undefined, down: '3' })).toEqual({ ok: true, filters: { down: 3 } });
  });
  it('accepts the current season bound as a parameter', () => {
    expect(parseFilmFilterQuery({ season: '2026' }, { currentSeason: 2026 })).toEqual({
      ok: true,
      filters: { season: [2026] },
    });
  });
});

describe('parseFilmFilterQuery: rejections name the field and the value', () => {
  it.each([
    ['season', '2017', 'season: "2017" is not a season from 2018 to 2025'],
    ['season', '2026', 'season: "2026" is not a season from 2018 to 2025'],
    ['season', '24', 'season: "24" is not a season from 2018 to 2025'],
    ['season', '', 'season: "" is not a season from 2018 to 2025'],
    ['seasonType', 'POST,REG', 'seasonType: "POST,REG" is not one of PRE | REG | POST | REG,POST'],
    ['seasonType', 'reg', 'seasonType: "reg" is not one of PRE | REG | POST | REG,POST'],
    ['weekSlug', 'WEEK_19', 'weekSlug: "WEEK_19" is not one of'],
    ['week', '24', 'week: "24" is not a whole number from 0 to 23'],
    ['quarter', '0', 'quarter: "0" is not a whole number from 1 to 5'],
    ['quarter', '6', 'quarter: "6" is not a whole number from 1 to 5'],
    ['quarter', '2.0', 'quarter: "2.0" is not a whole number from 1 to 5'],
    ['quarter', ' 2', 'quarter: " 2" is not a whole number from 1 to 5'],
    ['quarter', '', 'quarter: "" is not a whole number from 1 to 5'],
    ['down', '5', 'down: "5" is not a whole number from 1 to 4'],
    ['rb', '-1', 'rb: "-1" is not a whole number from 0 to 3'],
    ['wr', '6', 'wr: "6" is not a whole number from 0 to 5'],
    ['db', '2', 'db: "2" is not a whole number from 3 to 8'],
    ['dl', '9', 'dl: "9" is not a whole number from 3 to 8'],
    ['redzone', 'yes', 'redzone: "yes" is not true or false'],
    ['redzone', 'TRUE', 'redzone: "TRUE" is not true or false'],
    ['redzone', '1', 'redzone: "1" is not true or false'],
    ['maxSpeedType', 'OVER_25', 'maxSpeedType: "OVER_25" is not one of LESS_THAN_15 | OVER_15 | OVER_20'],
    ['passerId', '0', 'passerId: "0" is not a player id (a positive whole number)'],
    ['passerId', 'abc', 'passerId: "abc" is not a player id'],
    ['nflId', '007', 'nflId: "007" is not a player id'],
    ['nflId', '99999999999999999', 'nflId: "99999999999999999" is not a player id'],
    ['teamId', '380', 'teamId: "380" is not a team id (4 digits, e.g. 3800)'],
    ['defenseTeamId', 'ARI', 'defenseTeamId: "ARI" is not a team id'],
    ['gameId', '2024', 'gameId: "2024" is not a game id (10 digits, e.g. 2024090800)'],
    ['displayGameFilmCards', 'on', 'displayGameFilmCards: "on" is not true or false'],
  ])('%s=%j', (field, value, message) => {
    const errors = errorsOf({ [field]: value });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ field, value });
    expect(errors[0]?.message).toContain(message);
  });

  it('rejects unknown fields by name', () => {
    expect(errorsOf({ foo: 'bar' })).toEqual([
      { field: 'foo', value: 'bar', message: 'foo: unknown film filter' },
    ]);
    expect(errorsOf({ Quarter: '1' })[0]?.message).toBe('Quarter: unknown film filter');
  });

  it('rejects several values for a single-valued field', () => {
    expect(errorsOf(new URLSearchParams('quarter=1&quarter=2'))).toEqual([
      { field: 'quarter', value: '1,2', message: 'quarter: expects one value, got 2 ("1", "2")' },
    ]);
  });

  it('reports each bad season in a list', () => {
    expect(errorsOf({ season: '2016,2020,,2030' }).map((e) => e.value)).toEqual(['2016', '', '2030']);
  });

  it('collects every error at once and returns no filters', () => {
    const result = parse({ quarter: '9', down: '2', foo: '1', redzone: 'maybe', season: '1999' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map((e) => e.field).sort()).toEqual(['foo', 'quarter', 'redzone', 'season']);
  });
});
