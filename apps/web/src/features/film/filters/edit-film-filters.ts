import {
  FILM_FILTER_GROUPS,
  getSeasonTypeWeekSlugs,
  getWeekFromSlug,
  isFilmFilterValueSet,
  WEEK_SLUGS,
  type FilmFilterField,
  type FilmFilterGroup,
  type FilmFilterKey,
  type FilmFilters,
  type WeekSlug,
} from '@all22/domain';
import type { SeasonWeek } from '../../../api/schedules/season-week';

/** The panel's groups: every filter group but View (displayGameFilmCards belongs to the page). */
export const PANEL_FILTER_GROUPS = FILM_FILTER_GROUPS.filter(
  (group): group is Exclude<FilmFilterGroup, 'View'> => group !== 'View',
);

/** How many of `fields` are set. */
export function countActiveFilters(filters: FilmFilters, fields: readonly FilmFilterField[]): number {
  const values = filters as Readonly<Record<string, unknown>>;
  return fields.filter((field) => isFilmFilterValueSet(values[field.key])).length;
}

/** `filters` without `key`. */
export function removeFilmFilter(filters: FilmFilters, key: FilmFilterKey): FilmFilters {
  const next = { ...filters };
  delete next[key];
  return next;
}

/** The week slugs a season type offers, in calendar order; every slug when no type is chosen. */
export function getWeekSlugChoices(seasonType: FilmFilters['seasonType']): readonly WeekSlug[] {
  if (seasonType === undefined) return WEEK_SLUGS;
  if (seasonType === 'REG,POST') return [...getSeasonTypeWeekSlugs('REG'), ...getSeasonTypeWeekSlugs('POST')];
  return getSeasonTypeWeekSlugs(seasonType);
}

/** Filters that say which week the plays are in; a chosen game belongs to exactly one week. */
const WEEK_KEYS: ReadonlySet<FilmFilterKey> = new Set<FilmFilterKey>([
  'season',
  'seasonType',
  'week',
  'weekSlug',
]);

/**
 * `filters` with `key` set to `value` (undefined or an empty season list removes it), keeping the
 * rest consistent: a new season type drops a week slug it does not offer, and a new season or
 * week drops the chosen game, which belonged to the old one.
 */
export function setFilmFilter<K extends FilmFilterKey>(
  filters: FilmFilters,
  key: K,
  value: FilmFilters[K] | undefined,
): FilmFilters {
  const next: FilmFilters = isFilmFilterValueSet(value)
    ? { ...filters, [key]: value }
    : removeFilmFilter(filters, key);
  if (key === 'seasonType' && next.weekSlug !== undefined) {
    if (!getWeekSlugChoices(next.seasonType).includes(next.weekSlug)) delete next.weekSlug;
  }
  if (WEEK_KEYS.has(key) && !isSameValue(filters[key], value)) delete next.gameId;
  return next;
}

function isSameValue(a: unknown, b: unknown): boolean {
  return Array.isArray(a) && Array.isArray(b) ? a.join() === b.join() : a === b;
}

/** Every filter the panel shows cleared; the page's view flag stays. */
export function clearFilmFilters(filters: FilmFilters): FilmFilters {
  return filters.displayGameFilmCards === undefined
    ? {}
    : { displayGameFilmCards: filters.displayGameFilmCards };
}

/** The one league week the filters name (one season and a week slug), whose games can be listed. */
export function getFilmFilterWeek(filters: FilmFilters): SeasonWeek | undefined {
  const seasons = filters.season ?? [];
  const season = seasons.length === 1 ? seasons[0] : undefined;
  if (season === undefined || filters.weekSlug === undefined) return undefined;
  return { season, ...getWeekFromSlug(filters.weekSlug) };
}

/**
 * A search built from `seen` (the filters a control was drawn with) turned into `next`, applied
 * to `latest` (the newest search asked for): what the control changed, and nothing it merely
 * copied. Two quick changes thus both stand, even when the second was made before the page had
 * drawn the first (its control still held the older filters).
 */
export function applyFilmFilterChange(
  latest: FilmFilters,
  seen: FilmFilters,
  next: FilmFilters,
): FilmFilters {
  const merged: Record<string, unknown> = { ...latest };
  const keys = new Set([...Object.keys(seen), ...Object.keys(next)]);
  for (const key of keys) {
    const before = (seen as Record<string, unknown>)[key];
    const after = (next as Record<string, unknown>)[key];
    if (Object.is(before, after)) continue;
    if (after === undefined) delete merged[key];
    else merged[key] = after;
  }
  return merged as FilmFilters;
}
