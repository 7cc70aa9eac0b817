import {
  FANTASY_STAT_KEYS,
  type FantasyRankingSortKey,
  type FantasyStatKey,
  type QueryRequest,
  type SortValue,
  type fantasyRankingQuerySchema,
} from '@all22/contracts';
import {
  type FantasyScoring,
  getFantasyScoring,
  type PointsPerReception,
  REGULAR_SEASON_WEEK_COUNT,
} from '@all22/domain';

/**
 * The positions the page ranks: the ones the league's scoring rates player by player. Team
 * defenses score no points in it (docs/decisions/web-app.md), so they are not offered.
 */
export const FANTASY_STATS_POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K'] as const;
export type FantasyStatsPosition = (typeof FANTASY_STATS_POSITIONS)[number];

/** The scorings as the address names them (`?scoring=half`). */
export const SCORING_PARAMS = { standard: 0, half: 0.5, ppr: 1 } as const satisfies Record<
  string,
  PointsPerReception
>;
export type ScoringParam = keyof typeof SCORING_PARAMS;

export const FANTASY_STATS_VIEWS = ['table', 'weekly'] as const;
export type FantasyStatsView = (typeof FANTASY_STATS_VIEWS)[number];

/**
 * The columns the table sorts by, named apart from the scoring: "points" is standard, half-PPR or
 * PPR points as the page shows, so switching scoring keeps the sort.
 */
export const FANTASY_STATS_SORTS = [
  'rank',
  'player',
  'position',
  'team',
  'bye',
  'games',
  'points',
  'pointsPerGame',
  ...FANTASY_STAT_KEYS,
] as const;
export type FantasyStatsSort = (typeof FANTASY_STATS_SORTS)[number];

/** Columns that read best from the top of their order: names, ranks and bye weeks. */
const ASCENDING_FIRST: ReadonlySet<FantasyStatsSort> = new Set(['rank', 'player', 'position', 'team', 'bye']);

/** The direction a column sorts in when first chosen. */
export function getDefaultSortOrder(sort: FantasyStatsSort): SortValue {
  return ASCENDING_FIRST.has(sort) ? 'ASC' : 'DESC';
}

export interface WeekRange {
  readonly from: number;
  readonly to: number;
}

/** What the page shows, read from its address. */
export interface FantasyStatsQuery {
  readonly season: number;
  readonly scoring: FantasyScoring;
  /** The address names the scoring; otherwise it is the account's setting. */
  readonly isScoringChosen: boolean;
  /** One position; null for all of {@link FANTASY_STATS_POSITIONS}. */
  readonly position: FantasyStatsPosition | null;
  readonly teamId: string | null;
  /** Regular-season weeks a–b; null for the season to date. */
  readonly weeks: WeekRange | null;
  readonly sort: FantasyStatsSort;
  readonly order: SortValue;
  readonly view: FantasyStatsView;
}

export interface FantasyStatsQueryContext {
  /** The seasons offered, newest first. */
  readonly seasons: readonly number[];
  /** The season shown when the address names none (the stats season). */
  readonly defaultSeason: number;
  /** The account's points per reception (standard for visitors). */
  readonly accountScoring: FantasyScoring;
  /** The league's team ids once known; until then only a team id's shape is checked. */
  readonly teamIds?: ReadonlySet<string>;
}

export interface ParsedFantasyStatsQuery {
  readonly query: FantasyStatsQuery;
  /** One sentence per value of the address that was not understood and is not applied. */
  readonly problems: readonly string[];
}

const quote = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** "3-8" (or "5" for one week): regular-season weeks, the first not after the last. */
export function parseWeekRange(raw: string): WeekRange | null {
  const match = /^(\d{1,2})(?:-(\d{1,2}))?$/.exec(raw);
  if (!match) return null;
  const from = Number(match[1]);
  const to = Number(match[2] ?? match[1]);
  const isWeek = (week: number) => week >= 1 && week <= REGULAR_SEASON_WEEK_COUNT;
  return isWeek(from) && isWeek(to) && from <= to ? { from, to } : null;
}

export function formatWeekRange(weeks: WeekRange): string {
  return weeks.from === weeks.to ? String(weeks.from) : `${weeks.from}-${weeks.to}`;
}

/**
 * Reads the page's state from its address: season, scoring, position, team, weeks, sort and
 * view. Missing values take the defaults (the stats season, the account's scoring, every fantasy
 * position and team, the season to date, points best first, the table); a value that cannot be
 * used falls back the same way and is named in `problems`.
 */
export function parseFantasyStatsQuery(
  params: URLSearchParams,
  context: FantasyStatsQueryContext,
): ParsedFantasyStatsQuery {
  const problems: string[] = [];
  const read = (key: string) => params.get(key);

  let season = context.defaultSeason;
  const rawSeason = read('season');
  if (rawSeason !== null) {
    const value = /^\d{4}$/.test(rawSeason) ? Number(rawSeason) : null;
    if (value !== null && context.seasons.includes(value)) season = value;
    else problems.push(`Season ${quote(rawSeason)} is not a season with stats; showing ${season}.`);
  }

  let scoring = context.accountScoring;
  let isScoringChosen = false;
  const rawScoring = read('scoring');
  if (rawScoring !== null) {
    if (isOneOf(Object.keys(SCORING_PARAMS) as ScoringParam[], rawScoring)) {
      scoring = getFantasyScoring(SCORING_PARAMS[rawScoring]);
      isScoringChosen = true;
    } else {
      problems.push(
        `Scoring ${quote(rawScoring)} is not standard, half or ppr; showing ${scoring.label} (your setting).`,
      );
    }
  }

  let position: FantasyStatsPosition | null = null;
  const rawPosition = read('position');
  if (rawPosition !== null) {
    if (isOneOf(FANTASY_STATS_POSITIONS, rawPosition)) position = rawPosition;
    else
      problems.push(
        `Position ${quote(rawPosition)} is not one of ${FANTASY_STATS_POSITIONS.join(', ')}; showing every position.`,
      );
  }

  let teamId: string | null = null;
  const rawTeam = read('team');
  if (rawTeam !== null) {
    if (/^\d{4}$/.test(rawTeam) && (context.teamIds?.has(rawTeam) ?? true)) teamId = rawTeam;
    else problems.push(`Team ${quote(rawTeam)} is not a team of the league; showing every team.`);
  }

  let weeks: WeekRange | null = null;
  const rawWeeks = read('weeks');
  if (rawWeeks !== null) {
    weeks = parseWeekRange(rawWeeks);
    if (weeks === null)
      problems.push(
        `Weeks ${quote(rawWeeks)} is not a range of weeks 1-${REGULAR_SEASON_WEEK_COUNT} (e.g. 3-8); showing the season to date.`,
      );
  }

  let sort: FantasyStatsSort = 'points';
  const rawSort = read('sort');
  if (rawSort !== null) {
    if (isOneOf(FANTASY_STATS_SORTS, rawSort)) sort = rawSort;
    else problems.push(`Sort column ${quote(rawSort)} is not a column; sorting by points.`);
  }
  let order = getDefaultSortOrder(sort);
  const rawOrder = read('order');
  if (rawOrder !== null) {
    if (rawOrder === 'asc' || rawOrder === 'desc') order = rawOrder === 'asc' ? 'ASC' : 'DESC';
    else problems.push(`Sort order ${quote(rawOrder)} is not asc or desc; showing the column's usual order.`);
  }

  let view: FantasyStatsView = 'table';
  const rawView = read('view');
  if (rawView !== null) {
    if (isOneOf(FANTASY_STATS_VIEWS, rawView)) view = rawView;
    else problems.push(`View ${quote(rawView)} is not table or weekly; showing the table.`);
  }

  return {
    query: { season, scoring, isScoringChosen, position, teamId, weeks, sort, order, view },
    problems,
  };
}

/** The API's sort key for a column in a scoring. */
export function toRankingSortKey(sort: FantasyStatsSort, scoring: FantasyScoring): FantasyRankingSortKey {
  switch (sort) {
    case 'rank':
      return scoring.rankLabelKey;
    case 'player':
      return 'displayName';
    case 'position':
      return 'position';
    case 'team':
      return 'teamAbbr';
    case 'bye':
      return 'byeWeek';
    case 'games':
      return 'gamesPlayed';
    case 'points':
      return scoring.pointsKey;
    case 'pointsPerGame':
      return scoring.perGameKey;
    default:
      return sort satisfies FantasyStatKey;
  }
}

/** The most players the ranking answers (spec 1 §9: the ranking asks 500). */
export const RANKING_LIMIT = 500;

export type FantasyRankingRequest = QueryRequest<typeof fantasyRankingQuerySchema>;

/** What the ranking and weekly calls ask for the page's state (the regular season). */
export function toRankingRequest(query: FantasyStatsQuery): FantasyRankingRequest {
  return {
    season: query.season,
    limit: RANKING_LIMIT,
    sortKey: toRankingSortKey(query.sort, query.scoring),
    sortValue: query.order,
    position: query.position === null ? [...FANTASY_STATS_POSITIONS] : [query.position],
    teamId: query.teamId,
    weekFrom: query.weeks?.from ?? null,
    weekTo: query.weeks?.to ?? null,
  };
}

/**
 * The ranking the app asks at start (spec 1 §4, §9: the season's 500 by fpStd, most first): the
 * page's default view in standard scoring, so that view opens from it without asking again.
 */
export function getStartUpRankingRequest(season: number): FantasyRankingRequest {
  return toRankingRequest({
    season,
    scoring: getFantasyScoring(0),
    isScoringChosen: false,
    position: null,
    teamId: null,
    weeks: null,
    sort: 'points',
    order: getDefaultSortOrder('points'),
    view: 'table',
  });
}

export type FantasyStatsParamChanges = Partial<
  Record<'season' | 'scoring' | 'position' | 'team' | 'weeks' | 'sort' | 'order' | 'view', string | null>
>;

/** The address after `changes` (null removes a parameter); the other parameters stay. */
export function updateFantasyStatsParams(
  current: URLSearchParams,
  changes: FantasyStatsParamChanges,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The address's name of a scoring. */
export function toScoringParam(scoring: FantasyScoring): ScoringParam {
  const entry = Object.entries(SCORING_PARAMS).find(([, value]) => value === scoring.pointsPerReception);
  return (entry?.[0] ?? 'standard') as ScoringParam;
}

/** "all22-fantasy-stats-2024-ppr-WR-team-2310-weeks-3-8-weekly.csv": what the file holds. */
export function buildFantasyStatsFileName(query: FantasyStatsQuery): string {
  const parts = ['all22', 'fantasy', 'stats', String(query.season), toScoringParam(query.scoring)];
  if (query.position !== null) parts.push(query.position);
  if (query.teamId !== null) parts.push('team', query.teamId);
  if (query.weeks !== null) parts.push('weeks', formatWeekRange(query.weeks));
  if (query.view === 'weekly') parts.push('weekly');
  return `${parts.join('-')}.csv`;
}
