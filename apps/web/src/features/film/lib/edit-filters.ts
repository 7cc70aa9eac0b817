import type { FilmFilterKey, FilmFilters } from '@all22/domain';

/** The filters without one key. */
export function withoutFilter(filters: FilmFilters, key: FilmFilterKey): FilmFilters {
  const next: FilmFilters = { ...filters };
  delete next[key];
  return next;
}

/** The keys set to a value, in the catalogue's order as the filters object holds them. */
export function getSetFilterKeys(filters: FilmFilters, { exclude = [] as readonly FilmFilterKey[] } = {}): FilmFilterKey[] {
  return (Object.keys(filters) as FilmFilterKey[]).filter(
    (key) => filters[key] !== undefined && !exclude.includes(key),
  );
}
