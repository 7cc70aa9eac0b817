import type { LeaderGroup, LeaderPeriod, SortValue } from '@all22/contracts';
import {
  SEASON_TYPES,
  getWeekFromSlug,
  isSeasonType,
  isWeekSlug,
  type SeasonType,
  type WeekSlug,
} from '@all22/domain';
import type { LeadersRequest } from '../../../api/stats/get-leaders';
import { STATS_GROUP_LIST, isLeaderGroup, isSortValue } from './stats-groups';

/** Rows per page a table offers; the first is the default. */
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

/**
 * The query parameters of the stats pages, in the order they are written. The week is a week slug
 * (the film room's `weekSlug`), not `week`: `?week=` is the app-wide week override (spec 1 §4).
 */
export const STATS_PARAM_KEYS = [
  'category',
  'period',
  'season',
  'seasonType',
  'weekSlug',
  'teamId',
  'sortKey',
  'sortValue',
  'page',
  'pageSize',
] as const;
export type StatsParamKey = (typeof STATS_PARAM_KEYS)[number];

/** The filters every stats page shares. */
export interface StatsFilters {
  season: number;
  seasonType: SeasonType;
  /** Single-game tables only: one week's games; null for all of the season type's games. */
  weekSlug: WeekSlug | null;
  /** One team's players (or the team itself); null for the whole league. */
  teamId: string | null;
}

/** A leader table's filters, sort and page; a null sort is the API's default for the group. */
export interface StatsTableQuery extends StatsFilters {
  sortKey: string | null;
  sortValue: SortValue | null;
  page: number;
  pageSize: number;
}

export interface StatsQueryContext {
  /** The seasons offered (the league's first to the current one). */
  seasons: readonly number[];
  /** What a missing or unusable season and season type fall back to: the league's current ones. */
  defaults: { season: number; seasonType: SeasonType };
  /** The table's period: weeks apply to single-game tables only. */
  period: LeaderPeriod;
  /** The league's team ids once known; until then only a team id's shape is checked. */
  teamIds?: ReadonlySet<string>;
}

export interface ParsedStatsQuery {
  query: StatsTableQuery;
  /** One sentence per value of the address that was not understood and is not applied. */
  problems: string[];
}

const MAX_PAGE = 10_000;
const SORT_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

const quote = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

const parseWholeNumber = (value: string): number | null =>
  /^\d{1,9}$/.test(value) ? Number.parseInt(value, 10) : null;

function parseSeason(raw: string | null, context: StatsQueryContext, problems: string[]): number {
  if (raw === null) return context.defaults.season;
  const season = parseWholeNumber(raw);
  if (season !== null && context.seasons.includes(season)) return season;
  const first = Math.min(...context.seasons);
  const last = Math.max(...context.seasons);
  problems.push(
    `Season ${quote(raw)} is not a season with stats (${first}–${last}); showing ${context.defaults.season}.`,
  );
  return context.defaults.season;
}

function parseWeekSlug(
  raw: string | null,
  seasonType: SeasonType,
  context: StatsQueryContext,
  problems: string[],
): WeekSlug | null {
  if (raw === null) return null;
  if (context.period !== 'game') {
    problems.push(`A week applies to single-game leaders only; showing the whole season.`);
    return null;
  }
  if (!isWeekSlug(raw)) {
    problems.push(`Week ${quote(raw)} is not a week (e.g. WEEK_1, P2, WC); showing every week.`);
    return null;
  }
  if (getWeekFromSlug(raw).seasonType !== seasonType) {
    problems.push(`Week ${raw} is not a week of the ${seasonType} season type; showing every week.`);
    return null;
  }
  return raw;
}

/**
 * Reads a stats page's filters, sort and page from its address. Missing values take the defaults
 * (the league's current season and season type, all weeks and teams, the API's sort, page 1);
 * a value that cannot be used falls back the same way and is named in `problems`, so the page can
 * say what it ignored. A week slug alone also sets the season type (`?weekSlug=WC` is POST).
 */
export function parseStatsQuery(params: URLSearchParams, context: StatsQueryContext): ParsedStatsQuery {
  const problems: string[] = [];
  const season = parseSeason(params.get('season'), context, problems);

  const rawSeasonType = params.get('seasonType');
  const rawWeekSlug = params.get('weekSlug');
  let seasonType = context.defaults.seasonType;
  if (rawSeasonType !== null) {
    if (isSeasonType(rawSeasonType)) seasonType = rawSeasonType;
    else
      problems.push(
        `Season type ${quote(rawSeasonType)} is not one of ${SEASON_TYPES.join(', ')}; showing ${seasonType}.`,
      );
  } else if (context.period === 'game' && isWeekSlug(rawWeekSlug)) {
    seasonType = getWeekFromSlug(rawWeekSlug).seasonType;
  }
  const weekSlug = parseWeekSlug(rawWeekSlug, seasonType, context, problems);

  const rawTeamId = params.get('teamId');
  let teamId: string | null = null;
  if (rawTeamId !== null) {
    const isKnown = /^\d{4}$/.test(rawTeamId) && (context.teamIds?.has(rawTeamId) ?? true);
    if (isKnown) teamId = rawTeamId;
    else problems.push(`Team ${quote(rawTeamId)} is not a team of the league; showing every team.`);
  }

  const rawSortKey = params.get('sortKey');
  let sortKey: string | null = null;
  if (rawSortKey !== null) {
    if (SORT_KEY_PATTERN.test(rawSortKey)) sortKey = rawSortKey;
    else problems.push(`Sort column ${quote(rawSortKey)} is not a column; showing the default order.`);
  }
  const rawSortValue = params.get('sortValue');
  let sortValue: SortValue | null = null;
  if (rawSortValue !== null) {
    if (isSortValue(rawSortValue)) sortValue = rawSortValue;
    else problems.push(`Sort order ${quote(rawSortValue)} is not ASC or DESC; showing the default order.`);
  }

  const rawPage = params.get('page');
  let page = 1;
  if (rawPage !== null) {
    const parsed = parseWholeNumber(rawPage);
    if (parsed !== null && parsed >= 1 && parsed <= MAX_PAGE) page = parsed;
    else problems.push(`Page ${quote(rawPage)} is not a page number; showing page 1.`);
  }
  const rawPageSize = params.get('pageSize');
  let pageSize: number = DEFAULT_PAGE_SIZE;
  if (rawPageSize !== null) {
    const parsed = parseWholeNumber(rawPageSize);
    if (parsed !== null && (PAGE_SIZES as readonly number[]).includes(parsed)) pageSize = parsed;
    else
      problems.push(
        `Rows per page ${quote(rawPageSize)} is not one of ${PAGE_SIZES.join(', ')}; showing ${DEFAULT_PAGE_SIZE}.`,
      );
  }

  return { query: { season, seasonType, weekSlug, teamId, sortKey, sortValue, page, pageSize }, problems };
}

/** What the leaders call asks for a table's query. */
export function toLeadersRequest(
  group: LeaderGroup,
  period: LeaderPeriod,
  query: StatsTableQuery,
): LeadersRequest {
  return {
    group,
    period,
    season: query.season,
    seasonType: query.seasonType,
    ...(period === 'game' && query.weekSlug !== null ? { week: getWeekFromSlug(query.weekSlug).week } : {}),
    ...(query.teamId !== null ? { teamId: query.teamId } : {}),
    ...(query.sortKey !== null ? { sortKey: query.sortKey } : {}),
    ...(query.sortValue !== null ? { sortValue: query.sortValue } : {}),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export type StatsParamChanges = Partial<Record<StatsParamKey, string | number | null>>;

/**
 * The address after `changes` (null removes a parameter). Anything but a page change starts
 * again at page 1; a new season type drops a week of the old one. Other parameters stay.
 */
export function updateStatsParams(current: URLSearchParams, changes: StatsParamChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  const weekSlug = next.get('weekSlug');
  const seasonType = next.get('seasonType');
  if ('seasonType' in changes && isWeekSlug(weekSlug) && isSeasonType(seasonType)) {
    if (getWeekFromSlug(weekSlug).seasonType !== seasonType) next.delete('weekSlug');
  }
  return next;
}

/** The leaderboard's category and period (/stats/home-alpha?category=rushing&period=game). */
export interface LeaderboardChoice {
  group: LeaderGroup;
  period: LeaderPeriod;
  problems: string[];
}

/** Reads the leaderboard's category and period: passing season leaders by default. */
export function parseLeaderboardChoice(params: URLSearchParams): LeaderboardChoice {
  const problems: string[] = [];
  const rawGroup = params.get('category');
  const rawPeriod = params.get('period');
  let group: LeaderGroup = 'passing';
  if (rawGroup !== null) {
    if (isLeaderGroup(rawGroup)) group = rawGroup;
    else
      problems.push(
        `Category ${quote(rawGroup)} is not one of ${STATS_GROUP_LIST.join(', ')}; showing passing.`,
      );
  }
  let period: LeaderPeriod = 'season';
  if (rawPeriod !== null) {
    if (rawPeriod === 'season' || rawPeriod === 'game') period = rawPeriod;
    else problems.push(`Period ${quote(rawPeriod)} is not season or game; showing season.`);
  }
  return { group, period, problems };
}
