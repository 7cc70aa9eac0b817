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

/**
 * The spec leaves the rule out ("decided by the filters"); ours: game cards when the query asks for
 * them (displayGameFilmCards=true, as the top-nav link does) and names no single game and no
 * play-level filter. Choosing a game or any play filter shows the plays.
 */
export function getFilmRoomView(filters: FilmFilters): FilmRoomView {
  if (filters.displayGameFilmCards !== true) return 'plays';
  const hasPlayFilter = Object.entries(filters).some(
    ([key, value]) => value !== undefined && !GAME_LEVEL_KEYS.has(key as FilmFilterKey),
  );
  return hasPlayFilter ? 'plays' : 'game-cards';
}
