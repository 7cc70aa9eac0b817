import type { ApiAccessRule } from '@all22/domain';

/** A page of each kind, standing for the pages whose data a call carries (route paths in the web app). */
const PAGE = {
  home: '/',
  game: '/games/game/0',
  scores: '/games/scores',
  team: '/teams/team/0',
  teamRankings: '/teams/rankings',
  player: '/players/player/0',
  players: '/players',
  stats: '/stats/home',
  film: '/film/plays',
  gtg: '/gtg',
  funFacts: '/gtg/fun-facts',
  insights: '/insights',
  insightsBeta: '/insights-beta',
  tools: '/tools',
} as const;

const OPEN: ApiAccessRule = { kind: 'open' };
const SIGNED_IN: ApiAccessRule = { kind: 'signedIn' };
const SUBSCRIBER: ApiAccessRule = { kind: 'subscriber' };
const pages = (...paths: string[]): ApiAccessRule => ({ kind: 'pages', pages: paths });

/** What a request tells the rule of a call whose pages depend on its parameters. */
export interface AccessRequest {
  readonly params: unknown;
  readonly query: unknown;
}

export type ApiAccessEntry = ApiAccessRule | ((request: AccessRequest) => ApiAccessRule);

const TEAM_GROUPS = new Set(['team-offense', 'team-defense']);

/**
 * The leader tables are the stats pages' (subscribers by default); a team group also feeds
 * /teams/rankings, and one week's single top passer, rusher and receiver (the default sort, one
 * row) feeds the home page's top performers.
 */
function getLeadersRule({ params, query }: AccessRequest): ApiAccessRule {
  const { group, period } = params as { group?: string; period?: string };
  if (group !== undefined && TEAM_GROUPS.has(group)) return pages(PAGE.stats, PAGE.teamRankings);
  // The query as sent (the rule runs before validation): strings, or absent.
  const { pageSize, page, sortKey, sortValue, teamId, position } = query as Record<string, unknown>;
  const isTopPerformer =
    period === 'game' &&
    pageSize === '1' &&
    (page === undefined || page === '1') &&
    [sortKey, sortValue, teamId, position].every((value) => value === undefined);
  return isTopPerformer ? pages(PAGE.stats, PAGE.home) : pages(PAGE.stats);
}

/**
 * A whole leader table as CSV is the stats pages' export: guarded as their JSON, but never as a
 * home-page top performer (the CSV takes no page size, so `pageSize=1` would not limit it).
 */
function getLeadersCsvRule({ params }: AccessRequest): ApiAccessRule {
  const { group } = params as { group?: string };
  return group !== undefined && TEAM_GROUPS.has(group)
    ? pages(PAGE.stats, PAGE.teamRankings)
    : pages(PAGE.stats);
}

/**
 * Every API operation's access rule, by method and route (docs/decisions/server.md, "API access").
 * A route under /api/ missing here stops the server at start, so none is left unguarded by mistake.
 */
export const API_ACCESS_RULES: Readonly<Record<string, ApiAccessEntry>> = {
  // The shell, before anyone signs in and on the country page: teams, the week, the score strip, search.
  'GET /api/teams/all': OPEN,
  'GET /api/schedules/current': OPEN,
  'GET /api/schedules/weeks': OPEN,
  'GET /api/scores/live/games': OPEN,
  'GET /api/live': OPEN,
  'GET /api/players/search': OPEN,
  // Infrastructure and public writes (rate-limited, not guarded).
  'GET /api/health': OPEN,
  'GET /api/geo': OPEN,
  'POST /api/events': OPEN,
  'POST /api/support/messages': OPEN,
  'POST /api/billing/webhook': OPEN, // signed by the billing provider
  // The caller's own account.
  'GET /api/account': SIGNED_IN,
  'PATCH /api/account': SIGNED_IN,
  // Pages' data, guarded as those pages are.
  'GET /api/schedules/games': pages(PAGE.home, PAGE.scores, PAGE.team),
  'GET /api/schedules/standings': pages(PAGE.home, PAGE.team),
  'GET /api/schedules/week/odds': pages(PAGE.home, PAGE.scores, PAGE.game),
  'GET /api/schedules/game': pages(PAGE.game),
  'GET /api/schedules/liveWithWin': pages(PAGE.game),
  'GET /api/schedules/game/team/injuries': pages(PAGE.team),
  'GET /api/games/boxScore': pages(PAGE.game),
  'GET /api/games/playByPlay': pages(PAGE.game),
  'GET /api/games/teamStats': pages(PAGE.game),
  'GET /api/teams/depthChart': pages(PAGE.team),
  'GET /api/teams/roster': pages(PAGE.team),
  'GET /api/teams/rosterWeek': pages(PAGE.team),
  'GET /api/teams/schedule': pages(PAGE.team, PAGE.game),
  'GET /api/teams/stats': pages(PAGE.team, PAGE.game),
  'GET /api/teams/transactions': pages(PAGE.team),
  'GET /api/players': pages(PAGE.players),
  'GET /api/players/player': pages(PAGE.player, PAGE.game),
  'GET /api/players/seasons': pages(PAGE.player, PAGE.game),
  'GET /api/players/gameLog': pages(PAGE.player),
  'GET /api/players/fantasyWeeks': pages(PAGE.player),
  'GET /api/stats/player/overview': pages(PAGE.player),
  'GET /api/gtg': pages(PAGE.gtg),
  'GET /api/gtg/funFacts': pages(PAGE.funFacts),
  'GET /api/stats/leaders/:group/:period': getLeadersRule,
  'GET /api/stats/leaders/:group/:period.csv': getLeadersCsvRule,
  // Subscribers by default; refused in production, where the pages send everyone home.
  'GET /api/insights': pages(PAGE.insights, PAGE.insightsBeta),
  // A split table's rows are film-room searches: it is the film room's data.
  'GET /api/stats/splits/:category': pages(PAGE.film),
  // The stats sandbox answers the /tools page (subscribers), and its rows are film-room searches.
  'GET /api/stats/sandbox': pages(PAGE.tools),
  'GET /api/plays': pages(PAGE.film),
  'GET /api/plays/games': pages(PAGE.film),
  'GET /api/plays/:playId': pages(PAGE.film),
  'GET /api/plays/:playId/tracking': pages(PAGE.film),
  // The film room's saved searches: subscribers' whatever the film room's pages (and /api/videos/*).
  'GET /api/videos/filmSavedSearches': SUBSCRIBER,
  'PUT /api/videos/addSavedSearch': SUBSCRIBER,
  'DELETE /api/videos/deleteSavedSearch': SUBSCRIBER,
  'POST /api/videos/openSavedSearch': SUBSCRIBER,
};

/** Families of routes with one rule: documentation, images, test pages, subscriber calls. */
export const API_ACCESS_PREFIX_RULES: readonly (readonly [prefix: string, rule: ApiAccessRule])[] = [
  ['/api/docs', OPEN],
  ['/api/images/', OPEN],
  ['/api/test/', OPEN], // the /test pages' calls (non-production diagnostics)
  ['/api/secured/', SUBSCRIBER],
  ['/api/videos/', SUBSCRIBER],
];

/** The rule of a route, or undefined when the table has none (the server refuses to start). */
export function findApiAccessEntry(method: string, url: string): ApiAccessEntry | undefined {
  const exact = API_ACCESS_RULES[`${method === 'HEAD' ? 'GET' : method} ${url}`];
  if (exact !== undefined) return exact;
  return API_ACCESS_PREFIX_RULES.find(([prefix]) => url === prefix || url.startsWith(prefix))?.[1];
}
