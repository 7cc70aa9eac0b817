import { normalizePersonName } from './normalize-name.js';
import { isPlayerSearchTerm, isSearchablePlayer, PLAYER_SEARCH_RESULT_LIMIT } from './player-search-term.js';

/** How well a term matches a player's names, best first. */
export const PLAYER_MATCH_QUALITIES = [
  'exact-full-name',
  'exact-last-name',
  'full-name-prefix',
  'last-name-prefix',
  'first-name-prefix',
  'word-prefix',
  'contains',
] as const;
export type PlayerMatchQuality = (typeof PLAYER_MATCH_QUALITIES)[number];

/** What the ranking reads from a player. */
export interface PlayerSearchCandidate {
  readonly displayName?: string | null | undefined;
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly status?: string | null | undefined;
  /** Higher = more prominent (e.g. snaps or fantasy points); the caller decides the measure. */
  readonly prominence: number;
}

interface PlayerNames {
  readonly full: string;
  readonly first: string;
  readonly last: string;
}

const getPlayerNames = (player: PlayerSearchCandidate): PlayerNames => {
  const first = normalizePersonName(player.firstName ?? '');
  const last = normalizePersonName(player.lastName ?? '');
  const display = normalizePersonName(player.displayName ?? '');
  const full = display !== '' ? display : [first, last].filter(Boolean).join(' ');
  const words = full.split(' ').filter(Boolean);
  return {
    full,
    first: first !== '' ? first : (words[0] ?? ''),
    last: last !== '' ? last : (words.at(-1) ?? ''),
  };
};

const getQuality = (term: string, names: PlayerNames): PlayerMatchQuality | null => {
  if (names.full === '') return null;
  if (names.full === term) return 'exact-full-name';
  if (names.last === term) return 'exact-last-name';
  if (names.full.startsWith(term)) return 'full-name-prefix';
  if (names.last.startsWith(term)) return 'last-name-prefix';
  if (names.first.startsWith(term)) return 'first-name-prefix';
  // A word boundary anywhere in the name, so "st b" finds "Amon Ra St Brown".
  if (` ${names.full}`.includes(` ${term}`)) return 'word-prefix';
  if (names.full.includes(term)) return 'contains';
  return null;
};

/**
 * How `term` matches `player`, or null for no match. "First name starts with" ranks below the full
 * name only when the display name does not begin with the first name (a nickname such as
 * "Hollywood Brown" for Marquise Brown); otherwise the full-name prefix already covers it. Case-, accent- and punctuation-insensitive
 * (see {@link normalizePersonName}). The full name is displayName, else "firstName lastName".
 */
export function getPlayerMatchQuality(
  term: string,
  player: PlayerSearchCandidate,
): PlayerMatchQuality | null {
  const normalizedTerm = normalizePersonName(term);
  if (normalizedTerm === '') return null;
  return getQuality(normalizedTerm, getPlayerNames(player));
}

/**
 * Ranks players for a search term: only searchable (not RET) players that match, ordered by
 * match quality ({@link PLAYER_MATCH_QUALITIES}), then prominence (higher first; NaN last), then
 * full name, then input order; at most `limit` (default 20). A term under 3 characters gives [].
 */
export function rankPlayerSearchResults<P extends PlayerSearchCandidate>(
  term: string,
  players: readonly P[],
  limit: number = PLAYER_SEARCH_RESULT_LIMIT,
): P[] {
  if (!isPlayerSearchTerm(term) || limit <= 0) return [];
  const normalizedTerm = normalizePersonName(term);
  if (normalizedTerm === '') return [];
  const prominenceOf = (p: P) => (Number.isNaN(p.prominence) ? Number.NEGATIVE_INFINITY : p.prominence);

  return players
    .filter(isSearchablePlayer)
    .map((player, index) => {
      const names = getPlayerNames(player);
      const quality = getQuality(normalizedTerm, names);
      return {
        player,
        index,
        name: names.full,
        rank: quality === null ? -1 : PLAYER_MATCH_QUALITIES.indexOf(quality),
      };
    })
    .filter((entry) => entry.rank >= 0)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        compareDescending(prominenceOf(a.player), prominenceOf(b.player)) ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
        a.index - b.index,
    )
    .slice(0, Math.floor(limit))
    .map((entry) => entry.player);
}

// Written out rather than `b - a`, which is NaN for two infinities of the same sign.
const compareDescending = (a: number, b: number): number => (a === b ? 0 : a > b ? -1 : 1);
