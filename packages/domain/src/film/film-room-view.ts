import type { FilmFilterKey, FilmFilters } from './film-filter-catalogue.js';

/** What the film room shows: game film cards (one card per game) or a list of plays. */
export type FilmRoomView = 'game-cards' | 'plays';

/** Filters that choose games rather than plays; they do not rule out the game-card view. */
const GAME_LEVEL_KEYS: ReadonlySet<FilmFilterKey> = new Set<FilmFilterKey>([
  'season',
  'seasonType',
  'week',
  'weekSlug',
  'teamId',
  'possessionTeamId',
  'defenseTeamId',
  'displayGameFilmCards',
]);

/** True when a filter narrows the plays within games (anything but season, week, team and the view flag). */
export function hasPlayLevelFilter(filters: FilmFilters): boolean {
  return Object.entries(filters).some(
    ([key, value]) => value !== undefined && !GAME_LEVEL_KEYS.has(key as FilmFilterKey),
  );
}

/**
 * The spec leaves the rule out ("decided by the filters"); ours (docs/decisions/web.md, "Film
 * room"): a search that only picks games — season, season type, week, team, or nothing at all —
 * shows the games as cards, since a list of every play of a season is no place to start; the
 * top-nav link's displayGameFilmCards=true asks for the same. Choosing a game or any play-level
 * filter shows the plays, and so does displayGameFilmCards=false (the "show as plays" switch).
 */
export function getFilmRoomView(filters: FilmFilters): FilmRoomView {
  if (hasPlayLevelFilter(filters)) return 'plays';
  return filters.displayGameFilmCards === false ? 'plays' : 'game-cards';
}
