import { getFilmResultsTitle, type FilmFilters } from '@all22/domain';
import { useFilmFilterNames } from './use-film-filter-names';

/** The results title for `filters` ('Film Room Results' when none narrows the plays), with names. */
export function useFilmResultsTitle(filters: FilmFilters): string {
  return getFilmResultsTitle(filters, useFilmFilterNames(filters));
}
