import type {
  FilmFilterField,
  FilmFilterGroup,
  FilmFilterIdKind,
  FilmFilterValueOf,
} from './film-filter-field.js';
import { FIRST_FILM_SEASON } from './film-seasons.js';

// Local, not exported: weeks/ owns the public season-type and week-slug names.
const FILM_SEASON_TYPE_VALUES = ['PRE', 'REG', 'POST', 'REG,POST'] as const;
const FILM_WEEK_SLUG_VALUES = [
  'HOF',
  'P1',
  'P2',
  'P3',
  'P4',
  'WEEK_1',
  'WEEK_2',
  'WEEK_3',
  'WEEK_4',
  'WEEK_5',
  'WEEK_6',
  'WEEK_7',
  'WEEK_8',
  'WEEK_9',
  'WEEK_10',
  'WEEK_11',
  'WEEK_12',
  'WEEK_13',
  'WEEK_14',
  'WEEK_15',
  'WEEK_16',
  'WEEK_17',
  'WEEK_18',
  'WC',
  'DIV',
  'CONF',
  'SB',
] as const;

const flag = <const K extends string, const G extends FilmFilterGroup>(key: K, label: string, group: G) =>
  ({ key, label, group, type: { kind: 'boolean' } }) as const;
const choice = <const K extends string, const G extends FilmFilterGroup, const V extends readonly string[]>(
  key: K,
  label: string,
  group: G,
  values: V,
) => ({ key, label, group, type: { kind: 'enum', values } }) as const;
const count = <const K extends string, const G extends FilmFilterGroup>(
  key: K,
  label: string,
  group: G,
  min: number,
  max: number,
) => ({ key, label, group, type: { kind: 'integer', min, max } }) as const;
const id = <const K extends string, const G extends FilmFilterGroup, const I extends FilmFilterIdKind>(
  key: K,
  label: string,
  group: G,
  idKind: I,
) => ({ key, label, group, type: { kind: 'id', idKind } }) as const;

/**
 * Every film-room filter field (spec 2 §3), the play filter fields used by film links (spec 1 §3)
 * and the displayGameFilmCards UI flag, in canonical query order. Ranges are inclusive.
 * Bucket boundaries for the *Type fields are in film-buckets.ts.
 */
export const FILM_FILTER_FIELDS = [
  // General
  { key: 'season', label: 'Season', group: 'General', type: { kind: 'seasons', min: FIRST_FILM_SEASON } },
  choice('seasonType', 'Season Type', 'General', FILM_SEASON_TYPE_VALUES),
  // Week within its season type: 0 (Hall of Fame game) to 23 (Super Bowl; postseason 19–23).
  count('week', 'Week Number', 'General', 0, 23),
  choice('weekSlug', 'Week', 'General', FILM_WEEK_SLUG_VALUES),
  id('gameId', 'Game', 'General', 'game'),
  // 5 is overtime.
  count('quarter', 'Quarter', 'General', 1, 5),
  count('down', 'Down', 'General', 1, 4),
  flag('passPlay', 'Pass Play', 'General'),
  flag('runPlay', 'Run Play', 'General'),
  flag('redzone', 'Red Zone', 'General'),
  flag('goalToGo', 'Goal to Go', 'General'),
  flag('touchdown', 'Touchdown', 'General'),
  flag('scoring', 'Scoring Play', 'General'),
  choice('playType', 'Play Type', 'General', [
    'play_type_rush',
    'play_type_pass',
    'play_type_sack',
    'play_type_kickoff',
    'play_type_punt',
    'play_type_xp',
    'play_type_field_goal',
    'play_type_two_point_conversion',
  ]),
  choice('yardsToGoType', 'Yards to Go', 'General', ['SHORT', 'MID', 'LONG']),
  // Passing
  id('passerId', 'Passer', 'Passing', 'player'),
  choice('airYardType', 'Air Yards', 'Passing', ['SHORT', 'INTERMEDIATE', 'DEEP']),
  choice('dropbackTimeType', 'Time to Throw', 'Passing', ['QUICK', 'LONG']),
  flag('attempt', 'Pass Attempt', 'Passing'),
  flag('completion', 'Completion', 'Passing'),
  flag('interception', 'Interception', 'Passing'),
  flag('playAction', 'Play Action', 'Passing'),
  flag('dropback', 'Dropback', 'Passing'),
  // Rushing
  id('rusherId', 'Rusher', 'Rushing', 'player'),
  choice('rushDirection', 'Rush Direction', 'Rushing', ['INSIDE', 'OUTSIDE']),
  flag('carries', 'Carry', 'Rushing'),
  flag('fumble', 'Fumble', 'Rushing'),
  flag('fumbleLost', 'Fumble Lost', 'Rushing'),
  flag('rush10PlusYards', 'Rush of 10+ Yards', 'Rushing'),
  // Receiving
  id('targetId', 'Targeted Receiver', 'Receiving', 'player'),
  id('routeRunnerId', 'Route Runner', 'Receiving', 'player'),
  choice('receiverAlignment', 'Receiver Alignment', 'Receiving', ['WIDE', 'SLOT', 'TIGHT', 'BACKFIELD']),
  choice('separationType', 'Separation', 'Receiving', ['TIGHT', 'OPEN']),
  choice('targetLocation', 'Target Location', 'Receiving', [
    'OUTSIDE_NUMBERS',
    'DOWN_SEAMS',
    'BETWEEN_HASHES',
  ]),
  choice('rec_coverageType', 'Coverage Faced', 'Receiving', ['PRESS', 'OFF']),
  flag('reception', 'Reception', 'Receiving'),
  flag('target', 'Target', 'Receiving'),
  flag('rec_motion', 'In Motion', 'Receiving'),
  choice('routeType', 'Route Type', 'Receiving', ['IN', 'OUT', 'VERTICAL', 'RB_SCREEN', 'WR_SCREEN']),
  // Defense
  id('defenderId', 'Defender', 'Defense', 'player'),
  flag('def_runStuff', 'Run Stuff', 'Defense'),
  flag('def_sack', 'Sack', 'Defense'),
  flag('tackles', 'Tackle', 'Defense'),
  flag('def_interception', 'Interception', 'Defense'),
  flag('def_pressure', 'Pressure', 'Defense'),
  flag('turnoversCausedByPressure', 'Turnover Caused by Pressure', 'Defense'),
  flag('defensiveSnap', 'Defensive Snap', 'Defense'),
  flag('coverageSnap', 'Coverage Snap', 'Defense'),
  flag('runDefenseSnap', 'Run Defense Snap', 'Defense'),
  flag('passRushSnap', 'Pass Rush Snap', 'Defense'),
  flag('tackleStop', 'Tackle for a Stop', 'Defense'),
  flag('hustleStop', 'Hustle Stop', 'Defense'),
  flag('linedUpInTheBox', 'Lined Up in the Box', 'Defense'),
  flag('targetNearestDefender', 'Nearest Defender on Target', 'Defense'),
  flag('receptionNearestDefender', 'Nearest Defender on Reception', 'Defense'),
  flag('receivingTDNearestDefender', 'Nearest Defender on Receiving TD', 'Defense'),
  // Values not given by the spec: the defense's coverage scheme, man or zone (press or off is
  // rec_coverageType, the receiver's side of the matchup).
  choice('def_coverageType', 'Coverage Type', 'Defense', ['MAN', 'ZONE']),
  choice('def_alignment', 'Defender Alignment', 'Defense', ['EDGE', 'DT', 'LB', 'SLOT', 'CB', 'SS', 'FS']),
  // Other
  id('nflId', 'Player', 'Other', 'player'),
  choice('maxSpeedType', 'Max Speed', 'Other', ['LESS_THAN_15', 'OVER_15', 'OVER_20']),
  flag('ballCarrier', 'Ball Carrier', 'Other'),
  id('possessionTeamId', 'Offense Team', 'Other', 'team'),
  id('teamId', 'Team', 'Other', 'team'),
  id('defenseTeamId', 'Defense Team', 'Other', 'team'),
  choice('qbAlignment', 'QB Alignment', 'Other', ['SHOTGUN', 'UNDER_CENTER', 'PISTOL']),
  choice('offense_scoreDifferentialType', 'Offense Score Differential', 'Other', [
    'LEADING',
    'TRAILING',
    'TIED',
  ]),
  choice('defense_scoreDifferentialType', 'Defense Score Differential', 'Other', [
    'LEADING',
    'TRAILING',
    'TIED',
  ]),
  count('rb', 'RBs on the Field', 'Other', 0, 3),
  count('te', 'TEs on the Field', 'Other', 0, 3),
  count('wr', 'WRs on the Field', 'Other', 0, 5),
  count('lb', 'LBs on the Field', 'Other', 3, 8),
  count('dl', 'DL on the Field', 'Other', 3, 8),
  count('db', 'DBs on the Field', 'Other', 3, 8),
  flag('sack', 'Sack', 'Other'),
  flag('pressure', 'Pressure', 'Other'),
  flag('blitz', 'Blitz', 'Other'),
  flag('runStuff', 'Run Stuff', 'Other'),
  choice('personnel', 'Defensive Personnel', 'Other', ['DIME', 'NICKEL', 'BASE']),
  choice('defendersInTheBoxType', 'Defenders in the Box', 'Other', ['LIGHT', 'NEUTRAL', 'STACKED']),
  // View: the top-nav Film Room link adds displayGameFilmCards=true (spec 1 §2).
  flag('displayGameFilmCards', 'Show Game Film Cards', 'View'),
] as const satisfies readonly FilmFilterField[];

type FilmFilterEntry = (typeof FILM_FILTER_FIELDS)[number];
export type FilmFilterKey = FilmFilterEntry['key'];

/** A typed set of film filters; a missing key means "no filter". */
export type FilmFilters = {
  -readonly [E in FilmFilterEntry as E['key']]?: FilmFilterValueOf<E['type']>;
};

/** Every filter key, in canonical query order. */
export const FILM_FILTER_KEYS: readonly FilmFilterKey[] = /* @__PURE__ */ FILM_FILTER_FIELDS.map(
  (field) => field.key,
);

const FIELDS_BY_KEY: ReadonlyMap<string, FilmFilterField> = /* @__PURE__ */ new Map(
  FILM_FILTER_FIELDS.map((field) => [field.key, field]),
);

export function isFilmFilterKey(value: string): value is FilmFilterKey {
  return FIELDS_BY_KEY.has(value);
}

/** The field definition for `key`, or undefined for an unknown key. */
export function getFilmFilterField(key: string): FilmFilterField | undefined {
  return FIELDS_BY_KEY.get(key);
}

/** The fields of one group, in catalogue order. */
export function getFilmFilterFieldsByGroup(group: FilmFilterGroup): FilmFilterField[] {
  return FILM_FILTER_FIELDS.filter((field) => field.group === group);
}
