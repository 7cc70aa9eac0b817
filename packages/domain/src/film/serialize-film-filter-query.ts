import { FILM_FILTER_FIELDS, type FilmFilters } from './film-filter-catalogue.js';
import { FILM_FILTER_LIST_SEPARATOR } from './parse-film-filter-query.js';

/**
 * The canonical query of a set of filters: keys in catalogue order (General, Passing, Rushing,
 * Receiving, Defense, Other, View), unset keys left out, booleans as "true"/"false", ids and
 * numbers as decimal digits, seasons sorted ascending without repeats and comma-joined in one
 * parameter (an empty season list is left out). Equal filters give equal queries, so the result
 * can key caches and saved searches. Suits `new URLSearchParams(...)` and router query objects.
 */
export function toFilmFilterQuery(filters: FilmFilters): Record<string, string> {
  const query: Record<string, string> = {};
  const values = filters as Readonly<Record<string, unknown>>;
  for (const field of FILM_FILTER_FIELDS) {
    const value = values[field.key];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      const seasons = [...new Set(value as readonly number[])].sort((a, b) => a - b);
      if (seasons.length > 0) query[field.key] = seasons.join(FILM_FILTER_LIST_SEPARATOR);
    } else {
      query[field.key] = String(value);
    }
  }
  return query;
}

/**
 * The canonical query string, without "?": e.g. "season=2023,2024&seasonType=REG,POST&quarter=4".
 * Values are percent-encoded except the comma, which stays readable (it is legal in a query).
 */
export function formatFilmFilterQuery(filters: FilmFilters): string {
  return Object.entries(toFilmFilterQuery(filters))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%2C/g, ',')}`)
    .join('&');
}
