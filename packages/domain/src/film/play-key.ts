import { asGameId, type GameId } from '../ids.js';

/**
 * A play's public id. Plays are keyed by (gameId, playId) — the feed's playId is unique only within
 * its game — so the API names a play "{gameId}-{playId}", e.g. "2024090800-57": readable, sortable
 * by game, and one path segment.
 */
export interface PlayKey {
  readonly gameId: GameId;
  readonly playId: number;
}

const PLAY_KEY = /^(\d{10})-(0|[1-9]\d{0,8})$/;

/** Matches what {@link formatPlayKey} writes: a 10-digit game id, a dash and a play id without leading zeros. */
export const PLAY_KEY_PATTERN = PLAY_KEY.source;

export function formatPlayKey(key: PlayKey): string {
  return `${key.gameId}-${key.playId}`;
}

/** The key back from its public id; null when `value` is not one. */
export function parsePlayKey(value: string): PlayKey | null {
  const match = PLAY_KEY.exec(value);
  if (!match) return null;
  return { gameId: asGameId(Number(match[1])), playId: Number(match[2]) };
}
