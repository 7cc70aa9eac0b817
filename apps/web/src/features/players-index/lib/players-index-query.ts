import {
  PLAYER_LIST_DEFAULT_PAGE_SIZE,
  PLAYER_LIST_MAX_PAGE,
  PLAYER_LIST_PAGE_SIZES,
  PLAYER_LIST_SORT_KEYS,
  PLAYER_SEARCH_TERM_MAX_LENGTH,
  type PlayerListSortKey,
  type SortValue,
} from '@all22/contracts';
import {
  isPlayerStatus,
  isPosition,
  PLAYER_STATUSES,
  POSITIONS,
  type PlayerStatus,
  type Position,
} from '@all22/domain';
import type { PlayersIndexRequest } from '../api/list-players';

/**
 * Who the status filter keeps: every player but the retired (the default), one status, or
 * everyone, the retired too.
 */
export type StatusFilter = 'current' | PlayerStatus | 'everyone';

/** The players index's search, filters, sort and page, as its address holds them. */
export interface PlayersIndexQuery {
  /** Trimmed; '' for no name filter. */
  term: string;
  position: Position | null;
  teamId: string | null;
  status: StatusFilter;
  sortKey: PlayerListSortKey;
  sortValue: SortValue;
  page: number;
  pageSize: number;
}

export const DEFAULT_PLAYERS_INDEX_QUERY: PlayersIndexQuery = {
  term: '',
  position: null,
  teamId: null,
  status: 'current',
  sortKey: 'name',
  sortValue: 'ASC',
  page: 1,
  pageSize: PLAYER_LIST_DEFAULT_PAGE_SIZE,
};

export interface ParsedPlayersIndexQuery {
  query: PlayersIndexQuery;
  /** One sentence per value of the address that was not understood and is not applied. */
  problems: string[];
}

const quote = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
const parseWholeNumber = (value: string): number | null =>
  /^\d{1,9}$/.test(value) ? Number.parseInt(value, 10) : null;
const isSortKey = (value: string): value is PlayerListSortKey =>
  (PLAYER_LIST_SORT_KEYS as readonly string[]).includes(value);

/**
 * Reads the index's state from its address (`term`, `position`, `teamId`, `status`,
 * `includeRetired`, `sortKey`, `sortValue`, `page`, `pageSize`). Missing values take the defaults;
 * a value that cannot be used falls back too and is named in `problems`. `teamIds` are the
 * league's once known; until then only a team id's shape is checked.
 */
export function parsePlayersIndexQuery(
  params: URLSearchParams,
  teamIds?: ReadonlySet<string>,
): ParsedPlayersIndexQuery {
  const problems: string[] = [];
  const query = { ...DEFAULT_PLAYERS_INDEX_QUERY };

  const term = (params.get('term') ?? '').trim();
  if (term.length > PLAYER_SEARCH_TERM_MAX_LENGTH) {
    problems.push(`The name is longer than ${PLAYER_SEARCH_TERM_MAX_LENGTH} characters; showing every name.`);
  } else query.term = term;

  const position = params.get('position');
  if (position !== null) {
    if (isPosition(position)) query.position = position;
    else
      problems.push(
        `Position ${quote(position)} is not one of ${POSITIONS.join(', ')}; showing every position.`,
      );
  }

  const teamId = params.get('teamId');
  if (teamId !== null) {
    if (/^\d{4}$/.test(teamId) && (teamIds?.has(teamId) ?? true)) query.teamId = teamId;
    else problems.push(`Team ${quote(teamId)} is not a team of the league; showing every team.`);
  }

  const status = params.get('status');
  if (status !== null) {
    if (isPlayerStatus(status)) query.status = status;
    else
      problems.push(
        `Status ${quote(status)} is not one of ${PLAYER_STATUSES.join(', ')}; showing every status.`,
      );
  } else if (params.get('includeRetired') === 'true') query.status = 'everyone';

  const sortKey = params.get('sortKey');
  if (sortKey !== null) {
    if (isSortKey(sortKey)) query.sortKey = sortKey;
    else problems.push(`Sort column ${quote(sortKey)} is not a column; sorting by name.`);
  }
  const sortValue = params.get('sortValue');
  if (sortValue !== null) {
    if (sortValue === 'ASC' || sortValue === 'DESC') query.sortValue = sortValue;
    else problems.push(`Sort order ${quote(sortValue)} is not ASC or DESC; sorting ascending.`);
  }

  const page = params.get('page');
  if (page !== null) {
    const parsed = parseWholeNumber(page);
    if (parsed !== null && parsed >= 1 && parsed <= PLAYER_LIST_MAX_PAGE) query.page = parsed;
    else problems.push(`Page ${quote(page)} is not a page number; showing page 1.`);
  }
  const pageSize = params.get('pageSize');
  if (pageSize !== null) {
    const parsed = parseWholeNumber(pageSize);
    if (parsed !== null && (PLAYER_LIST_PAGE_SIZES as readonly number[]).includes(parsed))
      query.pageSize = parsed;
    else
      problems.push(
        `Rows per page ${quote(pageSize)} is not one of ${PLAYER_LIST_PAGE_SIZES.join(', ')}; showing ${PLAYER_LIST_DEFAULT_PAGE_SIZE}.`,
      );
  }
  return { query, problems };
}

/** What the players call asks for the index's state. */
export function toPlayersIndexRequest(query: PlayersIndexQuery): PlayersIndexRequest {
  return {
    ...(query.term !== '' ? { term: query.term } : {}),
    ...(query.position !== null ? { position: query.position } : {}),
    ...(query.teamId !== null ? { teamId: query.teamId } : {}),
    ...(isPlayerStatus(query.status) ? { status: query.status } : {}),
    ...(query.status === 'everyone' ? { includeRetired: true } : {}),
    sortKey: query.sortKey,
    sortValue: query.sortValue,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A change of the index's state; null puts a filter back to its default. */
export type PlayersIndexChanges = Partial<PlayersIndexQuery>;

/**
 * The address after `changes`, every value at its default left out (so the plain index is
 * /players). Anything but a page change starts again at page 1. Parameters the index does not
 * own stay as they are.
 */
export function updatePlayersIndexParams(
  current: URLSearchParams,
  changes: PlayersIndexChanges,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | number | null, fallback: string | number | null) => {
    if (value === null || value === fallback || value === '') next.delete(key);
    else next.set(key, String(value));
  };
  const defaults = DEFAULT_PLAYERS_INDEX_QUERY;
  if (changes.term !== undefined) set('term', changes.term.trim(), defaults.term);
  if (changes.position !== undefined) set('position', changes.position, null);
  if (changes.teamId !== undefined) set('teamId', changes.teamId, null);
  if (changes.status !== undefined) {
    set('status', isPlayerStatus(changes.status) ? changes.status : null, null);
    set('includeRetired', changes.status === 'everyone' ? 'true' : null, null);
  }
  if (changes.sortKey !== undefined) set('sortKey', changes.sortKey, defaults.sortKey);
  if (changes.sortValue !== undefined) set('sortValue', changes.sortValue, defaults.sortValue);
  if (changes.pageSize !== undefined) set('pageSize', changes.pageSize, defaults.pageSize);
  if (changes.page !== undefined) set('page', changes.page, defaults.page);
  else next.delete('page');
  return next;
}

/**
 * True when going from `previous` to `next` refines a name already searched (both non-empty):
 * such an edit replaces the history entry, so Back leaves the search rather than retracing
 * its letters. Starting or clearing a search is a step of its own.
 */
export function isTermRefinement(previous: string, next: string): boolean {
  return previous.trim() !== '' && next.trim() !== '';
}

/** Whether any filter narrows the index (the name, position, team or a status other than the default). */
export function hasPlayersIndexFilters(query: PlayersIndexQuery): boolean {
  return query.term !== '' || query.position !== null || query.teamId !== null || query.status !== 'current';
}
