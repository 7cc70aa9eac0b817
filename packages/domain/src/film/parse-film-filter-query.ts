import { FILM_FILTER_FIELDS, type FilmFilters } from './film-filter-catalogue.js';
import type { FilmFilterField, FilmFilterFieldType } from './film-filter-field.js';

/** Anything with URLSearchParams' forEach: URLSearchParams itself, without depending on its global. */
export interface SearchParamsLike {
  forEach(callback: (value: string, key: string) => void): void;
}

/** A query as a router hands it over: URLSearchParams, or a record of one or several values per key. */
export type FilmFilterQueryInput =
  SearchParamsLike | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface FilmFilterCodecOptions {
  /** The latest season on offer; seasons run from 2018 to this one. */
  readonly currentSeason: number;
}

/** One rejected query parameter. `message` names the field and the bad value. */
export interface FilmFilterQueryError {
  readonly field: string;
  readonly value: string;
  readonly message: string;
}

export type FilmFilterParseResult =
  | { readonly ok: true; readonly filters: FilmFilters }
  | { readonly ok: false; readonly errors: readonly FilmFilterQueryError[] };

/** Separator of the values of a multi-valued field (season) in one query parameter. */
export const FILM_FILTER_LIST_SEPARATOR = ',';

const isSearchParamsLike = (input: FilmFilterQueryInput): input is SearchParamsLike =>
  typeof (input as { forEach?: unknown }).forEach === 'function' &&
  typeof (input as { getAll?: unknown }).getAll === 'function';

const collectValues = (input: FilmFilterQueryInput): Map<string, string[]> => {
  const values = new Map<string, string[]>();
  const add = (key: string, value: string) => values.set(key, [...(values.get(key) ?? []), value]);
  if (isSearchParamsLike(input)) {
    input.forEach((value, key) => add(key, value));
  } else {
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined) continue;
      for (const single of typeof value === 'string' ? [value] : value) add(key, single);
    }
  }
  return values;
};

type ParsedValue = { ok: true; value: unknown } | { ok: false; expected: string };

const PLAYER_ID = /^[1-9]\d*$/;
const TEAM_ID = /^\d{4}$/;
const GAME_ID = /^\d{10}$/;
const INTEGER = /^-?\d+$/;

const parseSingle = (type: Exclude<FilmFilterFieldType, { kind: 'seasons' }>, raw: string): ParsedValue => {
  switch (type.kind) {
    case 'enum':
      return type.values.includes(raw)
        ? { ok: true, value: raw }
        : { ok: false, expected: `one of ${type.values.join(' | ')}` };
    case 'boolean':
      if (raw === 'true') return { ok: true, value: true };
      if (raw === 'false') return { ok: true, value: false };
      return { ok: false, expected: 'true or false' };
    case 'integer': {
      const value = Number(raw);
      const isValid = INTEGER.test(raw) && value >= type.min && value <= type.max;
      return isValid
        ? { ok: true, value }
        : { ok: false, expected: `a whole number from ${type.min} to ${type.max}` };
    }
    case 'id':
      switch (type.idKind) {
        case 'player':
          return PLAYER_ID.test(raw) && Number.isSafeInteger(Number(raw))
            ? { ok: true, value: Number(raw) }
            : { ok: false, expected: 'a player id (a positive whole number)' };
        case 'team':
          return TEAM_ID.test(raw)
            ? { ok: true, value: raw }
            : { ok: false, expected: 'a team id (4 digits, e.g. 3800)' };
        case 'game':
          return GAME_ID.test(raw)
            ? { ok: true, value: Number(raw) }
            : { ok: false, expected: 'a game id (10 digits, e.g. 2024090800)' };
      }
  }
};

const parseSeasons = (
  field: FilmFilterField & { type: { kind: 'seasons' } },
  raws: readonly string[],
  currentSeason: number,
): { seasons: number[]; errors: FilmFilterQueryError[] } => {
  const seasons = new Set<number>();
  const errors: FilmFilterQueryError[] = [];
  for (const piece of raws.flatMap((raw) => raw.split(FILM_FILTER_LIST_SEPARATOR))) {
    const season = Number(piece);
    if (/^\d{4}$/.test(piece) && season >= field.type.min && season <= currentSeason) {
      seasons.add(season);
    } else {
      errors.push(rejection(field.key, piece, `a season from ${field.type.min} to ${currentSeason}`));
    }
  }
  return { seasons: [...seasons].sort((a, b) => a - b), errors };
};

const rejection = (field: string, value: string, expected: string): FilmFilterQueryError => ({
  field,
  value,
  message: `${field}: ${JSON.stringify(value)} is not ${expected}`,
});

/**
 * Parses a film-room URL query into typed filters. Every problem is collected, not just the first:
 * an unknown parameter, an invalid value (the message names the field, quotes the value and says
 * what was expected), an empty value, or several values for a single-valued field.
 * `season` is the one list: comma-separated and/or repeated, returned sorted without repeats.
 * Values are exact: no trimming, enums are case-sensitive, booleans are "true"/"false".
 * seasonType's 'REG,POST' is one value, not a list.
 */
export function parseFilmFilterQuery(
  input: FilmFilterQueryInput,
  options: FilmFilterCodecOptions,
): FilmFilterParseResult {
  const raw = collectValues(input);
  const errors: FilmFilterQueryError[] = [];
  const filters: Record<string, unknown> = {};

  for (const [key, values] of raw) {
    if (!FILM_FILTER_FIELDS.some((field) => field.key === key)) {
      errors.push({
        field: key,
        value: values.join(FILM_FILTER_LIST_SEPARATOR),
        message: `${key}: unknown film filter`,
      });
    }
  }

  for (const field of FILM_FILTER_FIELDS as readonly FilmFilterField[]) {
    const values = raw.get(field.key);
    if (values === undefined) continue;
    if (field.type.kind === 'seasons') {
      const parsed = parseSeasons({ ...field, type: field.type }, values, options.currentSeason);
      errors.push(...parsed.errors);
      if (parsed.errors.length === 0) filters[field.key] = parsed.seasons;
      continue;
    }
    if (values.length > 1) {
      const listed = values.map((value) => JSON.stringify(value)).join(', ');
      errors.push({
        field: field.key,
        value: values.join(FILM_FILTER_LIST_SEPARATOR),
        message: `${field.key}: expects one value, got ${values.length} (${listed})`,
      });
      continue;
    }
    const value = values[0] ?? '';
    const parsed = parseSingle(field.type, value);
    if (parsed.ok) filters[field.key] = parsed.value;
    else errors.push(rejection(field.key, value, parsed.expected));
  }

  // The keys and value types were checked against the catalogue above.
  return errors.length > 0 ? { ok: false, errors } : { ok: true, filters: filters as FilmFilters };
}
