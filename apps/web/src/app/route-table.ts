import type { RouteMiddleware } from '@all22/domain';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { type RouteName, routePaths } from '../config/route-paths';
import {
  type ParamCheck,
  isGameIdParam,
  isPlayIdParam,
  isSeasonParam,
  isSeasonTypeParam,
  isTeamIdShape,
  isWeekParam,
} from './route-validators';

/** What a lazy page module exports (React Router reads `Component`). */
export interface PageModule {
  Component: ComponentType;
}

/** One page of the route table. */
export interface PageRoute {
  readonly path: string;
  /** The page's name in the document title: "<title> | All22" (pages may refine it once data loads). */
  readonly title: string;
  /** Access checks before the page loads (spec 1 §6): the auth gate, and the chatbot gate. */
  readonly middleware: readonly RouteMiddleware[];
  /** Path parameter checks; one failing shows the 404 page. */
  readonly validate?: readonly ParamCheck[];
  /** The page's code, loaded on first visit (one chunk per module). */
  readonly page: () => Promise<PageModule>;
}

const AUTH: readonly RouteMiddleware[] = ['auth'];

/** A table entry: the named route's path (config/route-paths.ts) with its page. */
const page = (
  name: RouteName,
  title: string,
  load: () => Promise<PageModule>,
  options: { validate?: readonly ParamCheck[]; middleware?: readonly RouteMiddleware[] } = {},
): PageRoute => ({
  path: routePaths[name],
  title,
  middleware: options.middleware ?? AUTH,
  page: load,
  ...options,
});

// Page modules: one per section, shared by its routes (each reads its route's handle).
const homePage = () => import('../routes/home');
const simplePage = () => import('../routes/section-page');
const statsPage = () => import('../routes/stats-page');
const gamePage = () => import('../routes/game-page');
const scoresPage = () => import('../routes/scores-page');
const teamPage = () => import('../routes/team-page');
const playerPage = () => import('../routes/player-page');
const healthPage = () => import('../routes/health');
const teamsRankingsPage = () => import('../routes/teams-rankings-page');

const gameChecks = [isGameIdParam('gameId')];
const teamChecks = [isTeamIdShape('teamId')];
const scoresChecks = [
  isSeasonParam('season'),
  isSeasonTypeParam('seasonType'),
  isWeekParam('seasonType', 'week'),
];

/**
 * The route table (spec 1 §2): every named route's page — title, checks, access middleware and
 * code. The router and its guards read it; links use the names (config/paths.ts).
 */
export const routeTable = {
  index: page('index', 'Home', homePage),
  gtg: page('gtg', 'Game Time Guide', simplePage),
  'gtg-fun-facts': page('gtg-fun-facts', 'Fun Facts', simplePage),
  // The status page is open to everyone (the footer links to it), like the API's /api/health.
  health: page('health', 'Health', healthPage, { middleware: [] }),
  insights: page('insights', 'Insights', simplePage),
  'insights-beta': page('insights-beta', 'Insights Beta', simplePage),
  login: page('login', 'Sign In', () => import('../routes/login-page')),
  players: page('players', 'Players', simplePage),
  settings: page('settings', 'Settings', () => import('../routes/settings-page')),
  support: page('support', 'Support', () => import('../routes/support-page')),
  teams: page('teams', 'Teams', () => import('../routes/teams-page')),
  'teams-rankings': page('teams-rankings', 'Team Rankings', teamsRankingsPage),
  tools: page('tools', 'Tools', simplePage),
  'test-axios': page('test-axios', 'API Client Test', () => import('../routes/test-axios-page')),
  'test-chart': page('test-chart', 'Chart Test', () => import('../routes/test-chart-page')),
  subscribe: page('subscribe', 'Subscribe', () => import('../routes/subscribe-page')),
  sorry: page('sorry', 'Not Available', () => import('../routes/sorry-page')),

  'fantasy-ai': page('fantasy-ai', 'Fantasy AI', simplePage, { middleware: ['auth', 'chatbot'] }),
  'fantasy-insights': page('fantasy-insights', 'Fantasy Insights', simplePage),
  'fantasy-stats': page('fantasy-stats', 'Fantasy Stats', simplePage),

  'film-plays': page('film-plays', 'Film Room', () => import('../routes/film-plays-page')),
  'film-plays-playId': page('film-plays-playId', 'Play', () => import('../routes/film-play-page'), {
    validate: [isPlayIdParam('playId')],
  }),

  'stats-home': page('stats-home', 'Stats', statsPage),
  'stats-home-alpha': page('stats-home-alpha', 'Stats Leaderboard', statsPage),
  'stats-passing-season': page('stats-passing-season', 'Passing Season Leaders', statsPage),
  'stats-passing-game': page('stats-passing-game', 'Passing Single-Game Leaders', statsPage),
  'stats-rushing-season': page('stats-rushing-season', 'Rushing Season Leaders', statsPage),
  'stats-rushing-game': page('stats-rushing-game', 'Rushing Single-Game Leaders', statsPage),
  'stats-receiving-season': page('stats-receiving-season', 'Receiving Season Leaders', statsPage),
  'stats-receiving-game': page('stats-receiving-game', 'Receiving Single-Game Leaders', statsPage),
  'stats-defense-season': page('stats-defense-season', 'Defense Season Leaders', statsPage),
  'stats-defense-game': page('stats-defense-game', 'Defense Single-Game Leaders', statsPage),
  'stats-team-offense-season': page('stats-team-offense-season', 'Team Offense Season Stats', statsPage),
  'stats-team-offense-game': page('stats-team-offense-game', 'Team Offense Single-Game Stats', statsPage),
  'stats-team-defense-season': page('stats-team-defense-season', 'Team Defense Season Stats', statsPage),
  'stats-team-defense-game': page('stats-team-defense-game', 'Team Defense Single-Game Stats', statsPage),

  'games-scores-season-seasonType-week': page('games-scores-season-seasonType-week', 'Scores', scoresPage, {
    validate: scoresChecks,
  }),
  'games-game-gameId': page('games-game-gameId', 'Game', gamePage, { validate: gameChecks }),
  'games-game-gameId-box-score': page('games-game-gameId-box-score', 'Box Score', gamePage, {
    validate: gameChecks,
  }),
  'games-game-gameId-play-by-play': page('games-game-gameId-play-by-play', 'Play by Play', gamePage, {
    validate: gameChecks,
  }),
  'games-game-gameId-stats': page('games-game-gameId-stats', 'Game Stats', gamePage, {
    validate: gameChecks,
  }),
  'games-game-gameId-insights': page('games-game-gameId-insights', 'Game Insights', gamePage, {
    validate: gameChecks,
  }),
  'games-game-gameId-team-stats': page('games-game-gameId-team-stats', 'Team Stats', gamePage, {
    validate: gameChecks,
  }),
  'games-game-gameId-videos': page('games-game-gameId-videos', 'Videos', gamePage, {
    validate: gameChecks,
  }),
  'games-game-gameId-articles': page('games-game-gameId-articles', 'Articles', gamePage, {
    validate: gameChecks,
  }),
  'games-game-gameId-box-score-v2': page('games-game-gameId-box-score-v2', 'Box Score V2', gamePage, {
    validate: gameChecks,
  }),

  'players-player-playerId': page('players-player-playerId', 'Player', playerPage),
  'players-player-playerId-fantasy': page('players-player-playerId-fantasy', 'Player Fantasy', playerPage),
  'players-player-playerId-insights': page('players-player-playerId-insights', 'Player Insights', playerPage),
  'players-player-playerId-splits': page('players-player-playerId-splits', 'Player Splits', playerPage),

  'teams-team-teamId': page('teams-team-teamId', 'Team', teamPage, { validate: teamChecks }),
  'teams-team-teamId-stats': page('teams-team-teamId-stats', 'Team Stats', teamPage, {
    validate: teamChecks,
  }),
  'teams-team-teamId-roster': page('teams-team-teamId-roster', 'Roster', teamPage, {
    validate: teamChecks,
  }),
  'teams-team-teamId-injuries': page('teams-team-teamId-injuries', 'Injuries', teamPage, {
    validate: teamChecks,
  }),
  'teams-team-teamId-film-room': page('teams-team-teamId-film-room', 'Team Film Room', teamPage, {
    validate: teamChecks,
  }),
  'teams-team-teamId-insights': page('teams-team-teamId-insights', 'Team Insights', teamPage, {
    validate: teamChecks,
  }),
  'teams-team-teamId-splits': page('teams-team-teamId-splits', 'Team Splits', teamPage, {
    validate: teamChecks,
  }),
  'teams-team-teamId-transactions': page('teams-team-teamId-transactions', 'Transactions', teamPage, {
    validate: teamChecks,
  }),
  'teams-team-teamId-depth-chart': page('teams-team-teamId-depth-chart', 'Depth Chart', teamPage, {
    validate: teamChecks,
  }),
} as const satisfies Record<RouteName, PageRoute>;

/** Paths that only redirect (spec 1 §2); /fantasy/ai without the chatbot flag is the chatbot gate's. */
export const routeRedirects = {
  '/stats': '/stats/home',
  '/games': '/games/scores',
  '/stats/team-offense': '/stats/team-offense/season',
  '/stats/team-defense': '/stats/team-defense/season',
  '/stats/passing': '/stats/passing/season',
  '/stats/rushing': '/stats/rushing/season',
  '/stats/receiving': '/stats/receiving/season',
  '/stats/defense': '/stats/defense/season',
  '/fantasy': '/fantasy/stats',
  '/film': '/film/plays',
} as const satisfies Record<string, string>;

const routeMatchers = Object.entries(routeTable).map(([name, route]) => ({ id: name, path: route.path }));

/** The name of the page route at `pathname`; undefined where only the 404 page or a redirect is. */
export function findRouteName(pathname: string): keyof typeof routeTable | undefined {
  return matchRoutes(routeMatchers, pathname)?.[0]?.route.id as keyof typeof routeTable | undefined;
}

/**
 * Starts loading the code of the page at `pathname` (if any page is there), so that it arrives
 * while the app starts instead of after. The router's own load of it then finds it ready.
 */
export function preloadRoutePage(pathname: string): void {
  const name = findRouteName(pathname);
  // A failure shows when the router loads the page itself.
  if (name !== undefined) void routeTable[name].page().catch(() => undefined);
}
