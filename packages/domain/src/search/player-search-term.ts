/** Player search starts at this many characters, counted after trimming (spec 2 §5, §9). */
export const PLAYER_SEARCH_MIN_LENGTH = 3;
/** Most results the search shows. */
export const PLAYER_SEARCH_RESULT_LIMIT = 20;
/** Player status excluded from search: retired. */
export const RETIRED_PLAYER_STATUS = 'RET';

/** True when `term` may be sent to the search: at least 3 characters once trimmed. */
export function isPlayerSearchTerm(term: string): boolean {
  return term.trim().length >= PLAYER_SEARCH_MIN_LENGTH;
}

export interface PlayerSearchInput {
  /** The text as typed in the field. */
  readonly text: string;
  readonly isFocused: boolean;
}

/**
 * True when results should load: the field is focused and the typed text exceeds 2 characters
 * (spec 2 §4). Spaces around the text do not count, so "  a" does not search for "a".
 */
export function shouldSearchPlayers(input: PlayerSearchInput): boolean {
  return input.isFocused && isPlayerSearchTerm(input.text);
}

/** Players with status RET are left out (spec 2 §3, §5); a missing status is searchable. */
export function isSearchablePlayer(player: { readonly status?: string | null | undefined }): boolean {
  return (player.status ?? '').trim().toUpperCase() !== RETIRED_PLAYER_STATUS;
}
