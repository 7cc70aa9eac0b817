import { formatOrdinal } from '../display/format-ordinal.js';
import { formatQuarterName } from '../games/game-flow.js';
import type { GameId, NflId, TeamId } from '../ids.js';
import {
  type FILM_FILTER_FIELDS,
  FILM_FILTER_KEYS,
  getFilmFilterField,
  type FilmFilterKey,
  type FilmFilters,
} from './film-filter-catalogue.js';
import type { FilmFilterIdKind } from './film-filter-field.js';
import { getEnumValueLabel, getFilmWeekLabel, getIntegerValueLabel } from './film-filter-value-labels.js';

/** Display names of the ids a filter set names; undefined while unknown (shown as "#<id>"). */
export interface FilmFilterNames {
  player(id: NflId): string | undefined;
  team(id: TeamId): string | undefined;
  game(id: GameId): string | undefined;
}

/** The film room's results title when no filter narrows the plays (spec 2 §2). */
export const DEFAULT_FILM_RESULTS_TITLE = 'Film Room Results';

type FilmFilterEntry = (typeof FILM_FILTER_FIELDS)[number];
type FlagFilterKey = Extract<FilmFilterEntry, { type: { kind: 'boolean' } }>['key'];
type ValueOf<K extends FilmFilterKey> = NonNullable<FilmFilters[K]>;

function getIdName(kind: FilmFilterIdKind, value: unknown, names: FilmFilterNames): string {
  const id = value as number | string;
  const name =
    kind === 'player'
      ? names.player(id as NflId)
      : kind === 'team'
        ? names.team(id as TeamId)
        : names.game(id as GameId);
  return name ?? `#${id}`;
}

/**
 * A filter's chip label: "Season: 2024", "Season Type: REG", "Week 3", "Quarter: OT",
 * "Down: 3rd", "Pass Play: Yes", "Air Yards: Deep", "Passer: J. Doe", "Game: KC @ BUF",
 * "RBs on the Field: 2". Unknown names show as "#<id>".
 */
export function describeFilmFilter<K extends FilmFilterKey>(
  key: K,
  value: ValueOf<K>,
  names: FilmFilterNames,
): string {
  const field = getFilmFilterField(key);
  if (field === undefined) return `${key}: ${String(value)}`;
  const { label, type } = field;
  switch (type.kind) {
    case 'seasons':
      return `${label}: ${(value as readonly number[]).join(', ')}`;
    case 'enum':
      // A week's name already says it is a week.
      return key === 'weekSlug'
        ? getEnumValueLabel(key, String(value))
        : `${label}: ${getEnumValueLabel(key, String(value))}`;
    case 'boolean':
      return `${label}: ${value === true ? 'Yes' : 'No'}`;
    case 'integer':
      return `${label}: ${getIntegerValueLabel(key, value as number)}`;
    case 'id':
      return `${label}: ${getIdName(type.idKind, value, names)}`;
  }
}

/** Whether a filter value narrows anything: set, and for seasons not an empty list. */
export function isFilmFilterValueSet(value: unknown): boolean {
  return value !== undefined && !(Array.isArray(value) && value.length === 0);
}

/** The set filters that narrow plays, in catalogue order (displayGameFilmCards only chooses the view). */
export function getActiveFilmFilterKeys(filters: FilmFilters): FilmFilterKey[] {
  return FILM_FILTER_KEYS.filter(
    (key) => key !== 'displayGameFilmCards' && isFilmFilterValueSet(filters[key]),
  );
}

/** Whether any filter narrows the plays. */
export function hasFilmPlayFilters(filters: FilmFilters): boolean {
  return getActiveFilmFilterKeys(filters).length > 0;
}

/** The player a title is about, in this order of precedence. */
const MAIN_PLAYER_KEYS = [
  'passerId',
  'rusherId',
  'targetId',
  'routeRunnerId',
  'defenderId',
  'nflId',
] as const;

/** Filters that place the plays (when, which game, which team) rather than describe them. */
const CONTEXT_KEYS: ReadonlySet<FilmFilterKey> = new Set<FilmFilterKey>([
  'season',
  'seasonType',
  'week',
  'weekSlug',
  'gameId',
  'teamId',
  'possessionTeamId',
  'defenseTeamId',
  'displayGameFilmCards',
]);

/** How many play filters a title names at most. */
const TITLE_PLAY_FILTER_LIMIT = 2;

/** Title words for flags set to true; others read as their lower-cased label. */
const FLAG_PHRASES: Partial<Record<FlagFilterKey, string>> = {
  passPlay: 'pass plays',
  runPlay: 'run plays',
  touchdown: 'touchdowns',
  scoring: 'scoring plays',
  attempt: 'pass attempts',
  completion: 'completions',
  interception: 'interceptions',
  dropback: 'dropbacks',
  carries: 'carries',
  fumble: 'fumbles',
  fumbleLost: 'fumbles lost',
  rush10PlusYards: 'rushes of 10+ yards',
  reception: 'receptions',
  target: 'targets',
  def_runStuff: 'run stuffs',
  def_sack: 'sacks',
  tackles: 'tackles',
  def_interception: 'interceptions',
  def_pressure: 'pressures',
  defensiveSnap: 'defensive snaps',
  coverageSnap: 'coverage snaps',
  runDefenseSnap: 'run defense snaps',
  passRushSnap: 'pass rush snaps',
  tackleStop: 'tackles for a stop',
  hustleStop: 'hustle stops',
  sack: 'sacks',
  pressure: 'pressures',
  blitz: 'blitzes',
  runStuff: 'run stuffs',
};

const PLAY_TYPE_PHRASES: Record<ValueOf<'playType'>, string> = {
  play_type_rush: 'runs',
  play_type_pass: 'passes',
  play_type_sack: 'sacks',
  play_type_kickoff: 'kickoffs',
  play_type_punt: 'punts',
  play_type_xp: 'extra points',
  play_type_field_goal: 'field goals',
  play_type_two_point_conversion: 'two-point conversions',
};

/** A play filter in title words ("deep passes", "3rd down"), else its chip label. */
function describePlayFilter(key: FilmFilterKey, value: unknown, names: FilmFilterNames): string {
  switch (key) {
    case 'quarter':
      return formatQuarterName(value as number);
    case 'down':
      return `${formatOrdinal(value as number)} down`;
    case 'playType':
      return PLAY_TYPE_PHRASES[value as ValueOf<'playType'>];
    case 'airYardType':
      return `${getEnumValueLabel(key, String(value)).toLowerCase()} passes`;
    case 'rushDirection':
      return `${getEnumValueLabel(key, String(value)).toLowerCase()} runs`;
    default: {
      const field = getFilmFilterField(key);
      if (field?.type.kind === 'boolean' && value === true) {
        return FLAG_PHRASES[key as FlagFilterKey] ?? field.label.toLowerCase();
      }
      return describeFilmFilter(key, value as ValueOf<typeof key>, names);
    }
  }
}

/** "2025", "2023–2025" (consecutive) or "2019/2021". */
function describeSeasons(seasons: readonly number[]): string | undefined {
  const first = seasons[0];
  const last = seasons.at(-1);
  if (first === undefined || last === undefined) return undefined;
  if (seasons.length === 1) return String(first);
  return last - first === seasons.length - 1 ? `${first}–${last}` : seasons.join('/');
}

/** "2025 REG", "2024 Super Bowl LIX", "Week 3": the week stands in for its season type. */
function describePeriod(filters: FilmFilters): string | undefined {
  const seasons = filters.season ?? [];
  const single = seasons.length === 1 ? seasons[0] : undefined;
  const parts = [
    describeSeasons(seasons),
    filters.weekSlug !== undefined
      ? getFilmWeekLabel(filters.weekSlug, single)
      : filters.seasonType !== undefined
        ? getEnumValueLabel('seasonType', filters.seasonType)
        : undefined,
    filters.week !== undefined && filters.weekSlug === undefined ? `week ${filters.week}` : undefined,
  ].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** The game, else the first team filter ("KC", "KC offense", "KC defense"). */
function describePlace(filters: FilmFilters, names: FilmFilterNames): string | undefined {
  if (filters.gameId !== undefined) return getIdName('game', filters.gameId, names);
  if (filters.teamId !== undefined) return getIdName('team', filters.teamId, names);
  if (filters.possessionTeamId !== undefined) {
    return `${getIdName('team', filters.possessionTeamId, names)} offense`;
  }
  if (filters.defenseTeamId !== undefined) {
    return `${getIdName('team', filters.defenseTeamId, names)} defense`;
  }
  return undefined;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The film room's results title: 'Film Room Results' when no filter narrows the plays; otherwise
 * "<subject> — <details>", e.g. "J. Doe — deep passes, 2025 REG". The subject is the main player
 * (passer, rusher, target, route runner, defender, then nflId), else the game or team, else the
 * first play filter, else 'Film Room Results'; the details follow in that order, with at most
 * two play filters (catalogue order), then the seasons and the week or season type.
 */
export function getFilmResultsTitle(filters: FilmFilters, names: FilmFilterNames): string {
  if (!hasFilmPlayFilters(filters)) return DEFAULT_FILM_RESULTS_TITLE;
  const values = filters as Readonly<Record<string, unknown>>;
  const mainPlayerKey = MAIN_PLAYER_KEYS.find((key) => filters[key] !== undefined);
  const player = mainPlayerKey && getIdName('player', filters[mainPlayerKey], names);
  const playFilters = FILM_FILTER_KEYS.filter(
    (key) => key !== mainPlayerKey && !CONTEXT_KEYS.has(key) && isFilmFilterValueSet(values[key]),
  )
    .slice(0, TITLE_PLAY_FILTER_LIMIT)
    .map((key) => describePlayFilter(key, values[key], names));

  const [subject = DEFAULT_FILM_RESULTS_TITLE, ...details] = [
    player,
    describePlace(filters, names),
    ...playFilters,
  ].filter((part) => part !== undefined);
  const period = describePeriod(filters);
  if (period !== undefined) details.push(period);
  return details.length > 0 ? `${capitalize(subject)} — ${details.join(', ')}` : capitalize(subject);
}
