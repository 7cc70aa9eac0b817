import { describe, it, expect, expectTypeOf } from 'vitest';
import type { GameId, NflId, TeamId } from '../ids.js';
import {
  FILM_FILTER_FIELDS,
  FILM_FILTER_KEYS,
  getFilmFilterField,
  getFilmFilterFieldsByGroup,
  isFilmFilterKey,
  type FilmFilters,
} from './film-filter-catalogue.js';
import { getFilmSeasons } from './film-seasons.js';

// Spec 2 §3 field lists, per group, and spec 1 §3 play filter fields: the catalogue must hold them all.
const SPEC_GROUPS = {
  General: [
    'season',
    'seasonType',
    'weekSlug',
    'gameId',
    'quarter',
    'down',
    'passPlay',
    'runPlay',
    'redzone',
    'goalToGo',
    'touchdown',
    'scoring',
    'playType',
    'yardsToGoType',
  ],
  Passing: [
    'passerId',
    'airYardType',
    'dropbackTimeType',
    'attempt',
    'completion',
    'interception',
    'playAction',
    'dropback',
  ],
  Rushing: ['rusherId', 'rushDirection', 'carries', 'fumble', 'fumbleLost', 'rush10PlusYards'],
  Receiving: [
    'targetId',
    'routeRunnerId',
    'receiverAlignment',
    'separationType',
    'targetLocation',
    'rec_coverageType',
    'reception',
    'target',
    'rec_motion',
    'routeType',
  ],
  Defense: [
    'defenderId',
    'def_runStuff',
    'def_sack',
    'tackles',
    'def_interception',
    'def_pressure',
    'turnoversCausedByPressure',
    'defensiveSnap',
    'coverageSnap',
    'runDefenseSnap',
    'passRushSnap',
    'tackleStop',
    'hustleStop',
    'linedUpInTheBox',
    'targetNearestDefender',
    'receptionNearestDefender',
    'receivingTDNearestDefender',
    'def_coverageType',
    'def_alignment',
  ],
  Other: [
    'nflId',
    'maxSpeedType',
    'ballCarrier',
    'possessionTeamId',
    'teamId',
    'defenseTeamId',
    'qbAlignment',
    'offense_scoreDifferentialType',
    'defense_scoreDifferentialType',
    'rb',
    'te',
    'wr',
    'lb',
    'dl',
    'db',
    'sack',
    'pressure',
    'blitz',
    'runStuff',
    'personnel',
    'defendersInTheBoxType',
  ],
} as const;
const PLAY_FILTER_FIELDS = [
  'season',
  'seasonType',
  'week',
  'weekSlug',
  'gameId',
  'passerId',
  'rusherId',
  'targetId',
  'defenderId',
  'routeRunnerId',
  'possessionTeamId',
  'defenseTeamId',
  'nflId',
  'teamId',
];

describe('FILM_FILTER_FIELDS', () => {
  it.each(Object.entries(SPEC_GROUPS))('holds every %s field of the spec in that group', (group, keys) => {
    for (const key of keys) expect(getFilmFilterField(key)?.group, key).toBe(group);
  });
  it('holds every play filter field and the displayGameFilmCards flag', () => {
    for (const key of PLAY_FILTER_FIELDS) expect(isFilmFilterKey(key), key).toBe(true);
    expect(getFilmFilterField('displayGameFilmCards')).toMatchObject({
      group: 'View',
      type: { kind: 'boolean' },
    });
  });
  it('has nothing beyond the spec fields, week and the view flag', () => {
    const expected = new Set<string>([
      ...Object.values(SPEC_GROUPS).flat(),
      ...PLAY_FILTER_FIELDS,
      'displayGameFilmCards',
    ]);
    expect(new Set(FILM_FILTER_KEYS)).toEqual(expected);
  });
  it('has unique keys and a non-empty label each', () => {
    expect(new Set(FILM_FILTER_KEYS).size).toBe(FILM_FILTER_FIELDS.length);
    for (const field of FILM_FILTER_FIELDS) expect(field.label.trim(), field.key).not.toBe('');
  });
  it.each([
    ['quarter', 1, 5],
    ['down', 1, 4],
    ['rb', 0, 3],
    ['te', 0, 3],
    ['wr', 0, 5],
    ['lb', 3, 8],
    ['dl', 3, 8],
    ['db', 3, 8],
  ])('%s ranges from %i to %i', (key, min, max) => {
    expect(getFilmFilterField(key)?.type).toEqual({ kind: 'integer', min, max });
  });
  it.each([
    ['seasonType', ['PRE', 'REG', 'POST', 'REG,POST']],
    ['yardsToGoType', ['SHORT', 'MID', 'LONG']],
    ['airYardType', ['SHORT', 'INTERMEDIATE', 'DEEP']],
    ['dropbackTimeType', ['QUICK', 'LONG']],
    ['separationType', ['TIGHT', 'OPEN']],
    ['maxSpeedType', ['LESS_THAN_15', 'OVER_15', 'OVER_20']],
    ['defendersInTheBoxType', ['LIGHT', 'NEUTRAL', 'STACKED']],
    ['def_alignment', ['EDGE', 'DT', 'LB', 'SLOT', 'CB', 'SS', 'FS']],
    ['personnel', ['DIME', 'NICKEL', 'BASE']],
    ['qbAlignment', ['SHOTGUN', 'UNDER_CENTER', 'PISTOL']],
    ['routeType', ['IN', 'OUT', 'VERTICAL', 'RB_SCREEN', 'WR_SCREEN']],
    ['offense_scoreDifferentialType', ['LEADING', 'TRAILING', 'TIED']],
  ])('%s allows exactly %j', (key, values) => {
    expect(getFilmFilterField(key)?.type).toEqual({ kind: 'enum', values });
  });
  it('lists the 8 play types and the 27 week slugs', () => {
    const playType = getFilmFilterField('playType')?.type;
    expect(playType?.kind === 'enum' && playType.values.length).toBe(8);
    const weekSlug = getFilmFilterField('weekSlug')?.type;
    expect(weekSlug?.kind === 'enum' && weekSlug.values).toEqual([
      'HOF',
      'P1',
      'P2',
      'P3',
      'P4',
      ...Array.from({ length: 18 }, (_, i) => `WEEK_${i + 1}`),
      'WC',
      'DIV',
      'CONF',
      'SB',
    ]);
  });
  it('types ids by what they refer to', () => {
    expect(getFilmFilterField('gameId')?.type).toEqual({ kind: 'id', idKind: 'game' });
    expect(getFilmFilterField('teamId')?.type).toEqual({ kind: 'id', idKind: 'team' });
    expect(getFilmFilterField('passerId')?.type).toEqual({ kind: 'id', idKind: 'player' });
    expectTypeOf<FilmFilters['gameId']>().toEqualTypeOf<GameId | undefined>();
    expectTypeOf<FilmFilters['defenseTeamId']>().toEqualTypeOf<TeamId | undefined>();
    expectTypeOf<FilmFilters['nflId']>().toEqualTypeOf<NflId | undefined>();
    expectTypeOf<FilmFilters['seasonType']>().toEqualTypeOf<
      'PRE' | 'REG' | 'POST' | 'REG,POST' | undefined
    >();
    expectTypeOf<FilmFilters['season']>().toEqualTypeOf<readonly number[] | undefined>();
    expectTypeOf<FilmFilters['redzone']>().toEqualTypeOf<boolean | undefined>();
  });
  it('returns undefined for an unknown key and groups fields in catalogue order', () => {
    expect(getFilmFilterField('nope')).toBeUndefined();
    expect(getFilmFilterFieldsByGroup('Rushing').map((f) => f.key)).toEqual(SPEC_GROUPS.Rushing);
    expect(getFilmFilterFieldsByGroup('View').map((f) => f.key)).toEqual(['displayGameFilmCards']);
  });
});

describe('getFilmSeasons', () => {
  it('runs from 2018 to the current season', () => {
    expect(getFilmSeasons(2025)).toEqual([2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]);
    expect(getFilmSeasons(2018)).toEqual([2018]);
  });
  it('is empty before 2018', () => {
    expect(getFilmSeasons(2017)).toEqual([]);
  });
});

describe('coverage filters', () => {
  it('separates the receiver-side press/off matchup from the man/zone scheme', () => {
    expect(getFilmFilterField('rec_coverageType')?.type).toEqual({ kind: 'enum', values: ['PRESS', 'OFF'] });
    expect(getFilmFilterField('def_coverageType')?.type).toEqual({ kind: 'enum', values: ['MAN', 'ZONE'] });
  });
});
