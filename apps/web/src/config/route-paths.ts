import type { PathParam } from 'react-router';

/**
 * The app's pages by route name (spec 1 §2): name → path pattern. Names follow the spec's
 * convention — the path's segments joined by "-", parameters by name (players-player-playerId,
 * games-game-gameId-box-score). Links (config/paths.ts) and the route table (app/route-table.ts,
 * which adds each page's title, checks and code) read this one list.
 */
export const routePaths = {
  index: '/',
  gtg: '/gtg',
  'gtg-fun-facts': '/gtg/fun-facts',
  health: '/health',
  insights: '/insights',
  'insights-beta': '/insights-beta',
  login: '/login',
  players: '/players',
  settings: '/settings',
  support: '/support',
  teams: '/teams',
  'teams-rankings': '/teams/rankings',
  tools: '/tools',
  'test-axios': '/test/axios',
  'test-chart': '/test/chart',
  subscribe: '/subscribe',
  sorry: '/sorry',
  'fantasy-ai': '/fantasy/ai',
  'fantasy-insights': '/fantasy/insights',
  'fantasy-stats': '/fantasy/stats',
  'film-plays': '/film/plays',
  'film-plays-playId': '/film/plays/:playId',
  'stats-home': '/stats/home',
  'stats-home-alpha': '/stats/home-alpha',
  'stats-passing-season': '/stats/passing/season',
  'stats-passing-game': '/stats/passing/game',
  'stats-rushing-season': '/stats/rushing/season',
  'stats-rushing-game': '/stats/rushing/game',
  'stats-receiving-season': '/stats/receiving/season',
  'stats-receiving-game': '/stats/receiving/game',
  'stats-defense-season': '/stats/defense/season',
  'stats-defense-game': '/stats/defense/game',
  'stats-team-offense-season': '/stats/team-offense/season',
  'stats-team-offense-game': '/stats/team-offense/game',
  'stats-team-defense-season': '/stats/team-defense/season',
  'stats-team-defense-game': '/stats/team-defense/game',
  'games-scores-season-seasonType-week': '/games/scores/:season?/:seasonType?/:week?',
  'games-game-gameId': '/games/game/:gameId',
  'games-game-gameId-box-score': '/games/game/:gameId/box-score',
  'games-game-gameId-play-by-play': '/games/game/:gameId/play-by-play',
  'games-game-gameId-stats': '/games/game/:gameId/stats',
  'games-game-gameId-insights': '/games/game/:gameId/insights',
  'games-game-gameId-team-stats': '/games/game/:gameId/team-stats',
  'games-game-gameId-videos': '/games/game/:gameId/videos',
  'games-game-gameId-articles': '/games/game/:gameId/articles',
  'games-game-gameId-box-score-v2': '/games/game/:gameId/box-score-v2',
  'players-player-playerId': '/players/player/:playerId',
  'players-player-playerId-fantasy': '/players/player/:playerId/fantasy',
  'players-player-playerId-insights': '/players/player/:playerId/insights',
  'players-player-playerId-splits': '/players/player/:playerId/splits',
  'teams-team-teamId': '/teams/team/:teamId',
  'teams-team-teamId-stats': '/teams/team/:teamId/stats',
  'teams-team-teamId-roster': '/teams/team/:teamId/roster',
  'teams-team-teamId-injuries': '/teams/team/:teamId/injuries',
  'teams-team-teamId-film-room': '/teams/team/:teamId/film-room',
  'teams-team-teamId-insights': '/teams/team/:teamId/insights',
  'teams-team-teamId-splits': '/teams/team/:teamId/splits',
  'teams-team-teamId-transactions': '/teams/team/:teamId/transactions',
  'teams-team-teamId-depth-chart': '/teams/team/:teamId/depth-chart',
} as const;

export type RouteName = keyof typeof routePaths;

/** The parameters of a route's path (":gameId", optional ":week?"). */
export type RoutePathParam<N extends RouteName> = PathParam<(typeof routePaths)[N]>;

/** What a page route's `handle` carries: its name and title (read by pages, nav and titles). */
export interface RouteHandle {
  readonly name: RouteName;
  readonly title: string;
}
