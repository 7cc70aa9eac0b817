import {
  type FilmFilterQueryError,
  type FilmFilters,
  type WeekSlug,
  formatFilmFilterQuery,
  isWeekSlug,
  parseFilmFilterQuery,
} from '@all22/domain';

/** The film room's tabs (spec 2 §2: a tab index), as the address spells them. */
export const FILM_ROOM_TABS = ['plays', 'saved'] as const;
export type FilmRoomTab = (typeof FILM_ROOM_TABS)[number];

/**
 * The film room's address beyond its filters (spec 2 §2's state: tab index, weekSelected). They
 * are the page's, not the search's: the API and saved searches see only the filters.
 */
export interface FilmRoomUiState {
  readonly tab: FilmRoomTab;
  /** The week of game film cards the user picked, when the filters name no week. */
  readonly weekSelected: WeekSlug | null;
}

const UI_KEYS = new Set(['tab', 'weekSelected']);

export type FilmRoomQuery =
  | { readonly ok: true; readonly filters: FilmFilters; readonly ui: FilmRoomUiState }
  | { readonly ok: false; readonly errors: readonly FilmFilterQueryError[]; readonly ui: FilmRoomUiState };

const isTab = (value: string | null): value is FilmRoomTab =>
  value !== null && (FILM_ROOM_TABS as readonly string[]).includes(value);

/**
 * Reads /film/plays's query: the UI keys, then every other key through the film filter codec —
 * the API's own — so a bad parameter is named here as the API would name it.
 */
export function readFilmRoomQuery(search: URLSearchParams, currentSeason: number): FilmRoomQuery {
  const tab = search.get('tab');
  const week = search.get('weekSelected');
  const ui: FilmRoomUiState = {
    tab: isTab(tab) ? tab : 'plays',
    weekSelected: isWeekSlug(week) ? week : null,
  };
  const filterParams = new URLSearchParams();
  search.forEach((value, key) => {
    if (!UI_KEYS.has(key)) filterParams.append(key, value);
  });
  const parsed = parseFilmFilterQuery(filterParams, { currentSeason });
  return parsed.ok ? { ok: true, filters: parsed.filters, ui } : { ok: false, errors: parsed.errors, ui };
}

/** The query string (without "?") for filters and UI state: the canonical filters, then the UI keys. */
export function formatFilmRoomSearch(filters: FilmFilters, ui: Partial<FilmRoomUiState> = {}): string {
  const parts = [formatFilmFilterQuery(filters)];
  if (ui.tab !== undefined && ui.tab !== 'plays') parts.push(`tab=${ui.tab}`);
  if (ui.weekSelected) parts.push(`weekSelected=${ui.weekSelected}`);
  return parts.filter((part) => part !== '').join('&');
}
