import type { SeasonType } from '../weeks/index.js';
import { compareWeeks } from '../weeks/index.js';
import { isFinal } from './game-phase.js';

/** What film availability needs from a game. `smartId` is matched against the played list. */
export interface FilmGame {
  smartId: string;
  season: number;
  seasonType: SeasonType;
  week: number;
  phase: string;
}

/** The current schedule (GET /api/schedules/current) and the seasons that have film. */
export interface FilmContext {
  current: {
    season: number;
    seasonType: SeasonType;
    week: number;
    gamesPlayedSmartIds: readonly string[];
  };
  filmSeasons: readonly number[];
}

/**
 * True when a game's film can be watched (spec 1 §4): the game is final, its season has film, and
 * either it is preseason, or its week is earlier than the current week, or it is the current week
 * and its smartId is in the played list. Weeks compare by season, then PRE < REG < POST, then week
 * (POST 19–23 equal 1–4), so any game of an earlier season is earlier.
 */
export function isFilmAvailable(game: FilmGame, context: FilmContext): boolean {
  if (!isFinal(game.phase)) return false;
  if (!context.filmSeasons.includes(game.season)) return false;
  if (game.seasonType === 'PRE') return true;
  const order = compareWeeks(game, context.current);
  if (order < 0) return true;
  if (order > 0) return false;
  return context.current.gamesPlayedSmartIds.includes(game.smartId);
}
