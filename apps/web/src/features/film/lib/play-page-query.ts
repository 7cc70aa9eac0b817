import type { FilmFilters } from '@all22/domain';
import { routeHref } from '../../../config/paths';
import { formatFilmRoomSearch, readFilmRoomQuery } from './film-room-query';

/**
 * A play page's address: /film/plays/{playId}, then the search it was opened from and its place in
 * that search's results (`n`, 1-based), so previous and next follow the list the user came from.
 */
export function toPlayPageHref(playId: string, filters: FilmFilters, position: number | null): string {
  const search = formatFilmRoomSearch(filters);
  const parts = [search, position === null ? '' : `n=${position}`].filter((part) => part !== '');
  return `${routeHref('film-plays-playId', { playId })}${parts.length > 0 ? `?${parts.join('&')}` : ''}`;
}

export interface PlayPageQuery {
  /** The search the play was opened from; empty when the link carried none (or a bad one). */
  readonly filters: FilmFilters;
  /** The play's place in the search's results; null without a search. */
  readonly position: number | null;
}

/** Reads a play page's query; a bad search or place is dropped (the play itself still shows). */
export function readPlayPageQuery(search: URLSearchParams, currentSeason: number): PlayPageQuery {
  const rest = new URLSearchParams(search);
  const n = Number(rest.get('n'));
  rest.delete('n');
  const parsed = readFilmRoomQuery(rest, currentSeason);
  if (!parsed.ok) return { filters: {}, position: null };
  return { filters: parsed.filters, position: Number.isSafeInteger(n) && n >= 1 ? n : null };
}
