import type { FilmFilterKey, FilmFilters } from '@all22/domain';
import { describeFilmFilter, getActiveFilmFilterKeys } from '@all22/domain';
import { useNavigate } from 'react-router';
import { routeHref } from '../../../config/paths';
import { useFilmFilterNames } from '../filters/use-film-filter-names';

import { formatFilmRoomSearch } from '../lib/film-room-query';
import { toPlayPageHref } from '../lib/play-page-query';
import { FilmPlaysResults } from './film-plays-results';

/**
 * The film room's plays list inside another page (the team's Film Room tab): the same rows and
 * paging; a play opens its page within this search, and narrowing an empty search goes on in the
 * film room itself.
 */
export function FilmPlaysEmbed({ filters }: { filters: FilmFilters }) {
  const navigate = useNavigate();
  const names = useFilmFilterNames(filters);
  const keys = getActiveFilmFilterKeys(filters);
  return (
    <FilmPlaysResults
      filters={filters}
      keys={keys}
      labelOf={(key: FilmFilterKey) => describeFilmFilter(key, filters[key] as never, names)}
      onChange={(next) => void navigate(`${routeHref('film-plays')}?${formatFilmRoomSearch(next)}`)}
      playHref={(play, position) => toPlayPageHref(play.id, filters, position)}
    />
  );
}
