/**
 * A stats sandbox question and its address: the same query string is the page's URL and the
 * API's query (GET /api/stats/sandbox), so a copied link reopens the same answer. The sandbox's
 * own parameters sit beside the film room's filters, which the film filter codec reads.
 */
import { FILM_FILTER_FIELDS, type FilmFilters } from '../../film/film-filter-catalogue.js';
import {
  type FilmFilterQueryError,
  type FilmFilterQueryInput,
  parseFilmFilterQuery,
} from '../../film/parse-film-filter-query.js';
import { formatFilmFilterQuery } from '../../film/serialize-film-filter-query.js';
import { POSITION_GROUPS, type PositionGroup, isPositionGroup } from '../../players/position-group.js';
import { SPLIT_CATALOGUES, SPLIT_GROUPS, type SplitGroup } from '../splits/split-catalogue.js';
import {
  SANDBOX_CATEGORIES,
  SANDBOX_CATEGORY_INFO,
  SANDBOX_GROUPINGS,
  SANDBOX_LIMITS,
  SANDBOX_MEASURES,
  type SandboxCategory,
  type SandboxGrouping,
  type SandboxMeasureKey,
  isSandboxMeasureKey,
} from './sandbox-catalogue.js';

export type SandboxOrder = 'asc' | 'desc';

export interface SandboxQuestion {
  readonly category: SandboxCategory;
  readonly grouping: SandboxGrouping;
  /** 1 to SANDBOX_LIMITS.maxMeasures of the category's measures, in the order asked. */
  readonly measures: readonly SandboxMeasureKey[];
  /** The split group whose splits are the rows (grouping 'split' only). */
  readonly splitGroup: SplitGroup | null;
  /** Player rows only: the players' position groups; empty = every position. */
  readonly positions: readonly PositionGroup[];
  /** Rows with fewer of the category's qualifier (attempts, carries…) are left out. */
  readonly minimum: number;
  /** One of the measures or the qualifier. */
  readonly sort: SandboxMeasureKey;
  readonly order: SandboxOrder;
  readonly limit: number;
  /** The population: the film room's filters. */
  readonly filters: FilmFilters;
}

/** The sandbox's own query parameters; every other one is a film filter. */
export const SANDBOX_PARAMS = [
  'stat',
  'by',
  'measures',
  'split',
  'pos',
  'min',
  'sort',
  'order',
  'limit',
] as const;
type SandboxParam = (typeof SANDBOX_PARAMS)[number];
const isSandboxParam = (key: string): key is SandboxParam =>
  (SANDBOX_PARAMS as readonly string[]).includes(key);

export const SANDBOX_LIST_SEPARATOR = ',';

export interface SandboxQueryError {
  readonly field: string;
  readonly message: string;
}

export type SandboxParseResult =
  | { readonly ok: true; readonly question: SandboxQuestion }
  | { readonly ok: false; readonly errors: readonly SandboxQueryError[] };

/** The split groups a category's "split group" grouping offers, in table order. */
export function getSandboxSplitGroups(category: SandboxCategory): SplitGroup[] {
  const options = SPLIT_CATALOGUES[SANDBOX_CATEGORY_INFO[category].splits];
  return SPLIT_GROUPS.filter((group) => options.some((option) => option.group === group));
}

/** The groupings a category offers: no player rows for a team's offense. */
export function getSandboxGroupings(category: SandboxCategory): SandboxGrouping[] {
  return SANDBOX_GROUPINGS.filter(
    (grouping) => grouping !== 'player' || SANDBOX_CATEGORY_INFO[category].playerKey !== null,
  );
}

/** A new question about a category: its default measures, by player (or team), in `season`. */
export function createSandboxQuestion(category: SandboxCategory, season: number): SandboxQuestion {
  const info = SANDBOX_CATEGORY_INFO[category];
  return {
    category,
    grouping: info.playerKey === null ? 'team' : 'player',
    measures: [...info.defaultMeasures],
    splitGroup: null,
    positions: [],
    minimum: 0,
    sort: info.defaultMeasures[0] ?? info.qualifier,
    order: 'desc',
    limit: SANDBOX_LIMITS.defaultRows,
    filters: { season: [season], seasonType: 'REG' },
  };
}

/** The whole-number parameters: digits only, within their range. */
const readWhole = (raw: string, min: number, max: number): number | null => {
  const value = Number(raw);
  return /^\d+$/.test(raw) && value >= min && value <= max ? value : null;
};

/** Reads a question from a URL query; every problem is listed, each naming its parameter. */
export function parseSandboxQuery(
  input: FilmFilterQueryInput,
  { currentSeason }: { currentSeason: number },
): SandboxParseResult {
  const own = new Map<SandboxParam, string[]>();
  // No prototype: a parameter named "constructor" or "__proto__" is just an unknown film filter.
  const filterQuery: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const add = (key: string, value: string) => {
    if (isSandboxParam(key)) own.set(key, [...(own.get(key) ?? []), value]);
    else (filterQuery[key] ??= []).push(value);
  };
  if (
    typeof (input as URLSearchParams).forEach === 'function' &&
    typeof (input as URLSearchParams).getAll === 'function'
  ) {
    (input as URLSearchParams).forEach((value, key) => add(key, value));
  } else {
    for (const [key, value] of Object.entries(
      input as Record<string, string | readonly string[] | undefined>,
    )) {
      if (value === undefined) continue;
      for (const single of typeof value === 'string' ? [value] : value) add(key, single);
    }
  }

  const errors: SandboxQueryError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message: `${field}: ${message}` });
  const single = (key: SandboxParam): string | undefined => {
    const values = own.get(key);
    if (values === undefined) return undefined;
    if (values.length > 1) {
      fail(key, `expects one value, got ${values.length}`);
      return undefined;
    }
    return values[0];
  };

  const stat = single('stat');
  const category = SANDBOX_CATEGORIES.find((entry) => entry === stat);
  if (category === undefined) {
    fail(
      'stat',
      stat === undefined
        ? 'is required'
        : `${JSON.stringify(stat)} is not one of ${SANDBOX_CATEGORIES.join(' | ')}`,
    );
  }

  const by = single('by');
  const grouping = SANDBOX_GROUPINGS.find((entry) => entry === (by ?? 'player'));
  if (grouping === undefined) {
    fail('by', `${JSON.stringify(by)} is not one of ${SANDBOX_GROUPINGS.join(' | ')}`);
  } else if (category !== undefined && !getSandboxGroupings(category).includes(grouping)) {
    fail('by', `${SANDBOX_CATEGORY_INFO[category].label} has no ${grouping} rows`);
  }

  const measures: SandboxMeasureKey[] = [];
  const measureText = single('measures');
  const measureList = measureText === undefined ? [] : measureText.split(SANDBOX_LIST_SEPARATOR);
  if (measureList.length === 0) fail('measures', 'is required (one to three measures)');
  for (const key of measureList) {
    if (!isSandboxMeasureKey(key)) fail('measures', `${JSON.stringify(key)} is not a sandbox measure`);
    else if (category !== undefined && SANDBOX_MEASURES[key].category !== category)
      fail('measures', `${key} is not a ${category} measure`);
    else if (measures.includes(key)) fail('measures', `${key} is listed twice`);
    else measures.push(key);
  }
  if (measureList.length > SANDBOX_LIMITS.maxMeasures)
    fail('measures', `at most ${SANDBOX_LIMITS.maxMeasures} measures, got ${measureList.length}`);

  const splitText = single('split');
  let splitGroup: SplitGroup | null = null;
  if (grouping === 'split') {
    const found = SPLIT_GROUPS.find((group) => group === splitText);
    if (splitText === undefined) fail('split', 'is required when grouping by split group');
    else if (
      found === undefined ||
      (category !== undefined && !getSandboxSplitGroups(category).includes(found))
    )
      fail(
        'split',
        `${JSON.stringify(splitText)} is not one of ${category === undefined ? SPLIT_GROUPS.join(' | ') : getSandboxSplitGroups(category).join(' | ')}`,
      );
    else splitGroup = found;
  } else if (splitText !== undefined) {
    fail('split', 'applies only when grouping by split group (by=split)');
  }

  const positions: PositionGroup[] = [];
  const posText = single('pos');
  if (posText !== undefined) {
    if (grouping !== 'player') fail('pos', 'applies only to player rows (by=player)');
    for (const piece of posText.split(SANDBOX_LIST_SEPARATOR)) {
      if (!isPositionGroup(piece))
        fail('pos', `${JSON.stringify(piece)} is not one of ${POSITION_GROUPS.join(' | ')}`);
      else if (!positions.includes(piece)) positions.push(piece);
    }
  }

  const minText = single('min');
  const minimum = minText === undefined ? 0 : readWhole(minText, 0, 100_000);
  if (minimum === null) fail('min', `${JSON.stringify(minText)} is not a whole number from 0 to 100000`);

  const limitText = single('limit');
  const limit =
    limitText === undefined ? SANDBOX_LIMITS.defaultRows : readWhole(limitText, 1, SANDBOX_LIMITS.maxRows);
  if (limit === null)
    fail('limit', `${JSON.stringify(limitText)} is not a whole number from 1 to ${SANDBOX_LIMITS.maxRows}`);

  const orderText = single('order') ?? 'desc';
  if (orderText !== 'asc' && orderText !== 'desc')
    fail('order', `${JSON.stringify(orderText)} is not asc or desc`);

  const qualifier = category === undefined ? undefined : SANDBOX_CATEGORY_INFO[category].qualifier;
  const sortText = single('sort');
  const sort = sortText ?? measures[0];
  if (sortText !== undefined && !measures.includes(sortText as SandboxMeasureKey) && sortText !== qualifier) {
    fail(
      'sort',
      `${JSON.stringify(sortText)} is not one of the question's measures or ${qualifier ?? 'its qualifier'}`,
    );
  }

  const parsedFilters = parseFilmFilterQuery(filterQuery, { currentSeason });
  if (!parsedFilters.ok) {
    errors.push(
      ...parsedFilters.errors.map((error: FilmFilterQueryError) => ({
        field: error.field,
        message: error.message,
      })),
    );
  }

  if (errors.length > 0 || category === undefined || grouping === undefined || !parsedFilters.ok) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    question: {
      category,
      grouping,
      measures,
      splitGroup,
      positions,
      minimum: minimum ?? 0,
      sort: sort as SandboxMeasureKey,
      order: orderText as SandboxOrder,
      limit: limit ?? SANDBOX_LIMITS.defaultRows,
      filters: parsedFilters.filters,
    },
  };
}

/**
 * The canonical query of a question (without "?"): the sandbox's parameters, defaults left out,
 * then the film filters in the codec's canonical order. Equal questions give equal queries.
 */
export function formatSandboxQuery(question: SandboxQuestion): string {
  const parts: string[] = [`stat=${question.category}`, `by=${question.grouping}`];
  parts.push(`measures=${question.measures.join(SANDBOX_LIST_SEPARATOR)}`);
  if (question.grouping === 'split' && question.splitGroup !== null)
    parts.push(`split=${encodeURIComponent(question.splitGroup)}`);
  if (question.grouping === 'player' && question.positions.length > 0)
    parts.push(`pos=${question.positions.join(SANDBOX_LIST_SEPARATOR)}`);
  if (question.minimum > 0) parts.push(`min=${question.minimum}`);
  if (question.sort !== question.measures[0]) parts.push(`sort=${question.sort}`);
  if (question.order !== 'desc') parts.push(`order=${question.order}`);
  if (question.limit !== SANDBOX_LIMITS.defaultRows) parts.push(`limit=${question.limit}`);
  const filters = formatFilmFilterQuery(question.filters);
  return filters === '' ? parts.join('&') : `${parts.join('&')}&${filters}`;
}

/** Whether a query asks a sandbox question at all (an empty page shows the examples). */
export function hasSandboxQuestion(input: URLSearchParams): boolean {
  return input.has('stat');
}

/** The question about another category: its defaults, keeping the population and the grouping if it fits. */
export function changeSandboxCategory(question: SandboxQuestion, category: SandboxCategory): SandboxQuestion {
  const fresh = createSandboxQuestion(category, 0);
  const grouping = getSandboxGroupings(category).includes(question.grouping)
    ? question.grouping
    : fresh.grouping;
  const splitGroups = getSandboxSplitGroups(category);
  const splitGroup =
    grouping !== 'split'
      ? null
      : question.splitGroup !== null && splitGroups.includes(question.splitGroup)
        ? question.splitGroup
        : (splitGroups[0] ?? null);
  return { ...fresh, grouping, splitGroup, limit: question.limit, filters: question.filters };
}

/** The question grouped another way: a split group picked for 'split', positions kept for players only. */
export function changeSandboxGrouping(question: SandboxQuestion, grouping: SandboxGrouping): SandboxQuestion {
  const splitGroup =
    grouping === 'split'
      ? (question.splitGroup ?? getSandboxSplitGroups(question.category)[0] ?? null)
      : null;
  return { ...question, grouping, splitGroup, positions: grouping === 'player' ? question.positions : [] };
}

/** The question with other measures (at least one): the sort follows when its measure is dropped. */
export function changeSandboxMeasures(
  question: SandboxQuestion,
  measures: readonly SandboxMeasureKey[],
): SandboxQuestion {
  const kept = measures.slice(0, SANDBOX_LIMITS.maxMeasures);
  if (kept.length === 0) return question;
  const qualifier = SANDBOX_CATEGORY_INFO[question.category].qualifier;
  const sort = kept.includes(question.sort) || question.sort === qualifier ? question.sort : kept[0]!;
  return { ...question, measures: kept, sort };
}

/** The film filters every row's plays share: the population and the category's own plays. */
export function getSandboxPlayFilters(question: SandboxQuestion): FilmFilters {
  return { ...question.filters, ...SANDBOX_CATEGORY_INFO[question.category].plays };
}

/** Film filter keys, for telling a sandbox parameter from a film one. */
export const SANDBOX_FILM_FILTER_KEYS: readonly string[] = FILM_FILTER_FIELDS.map((field) => field.key);
