import { generatePath, type PathParam } from 'react-router';

/**
 * The route table: route name → path pattern. Later issues add the spec's routes here under the
 * spec's route names ('film-plays', 'players-player-playerId', ...); the router and every link
 * read from this one table, so a path is written once.
 */
export const routePaths = {
  home: '/',
  health: '/health',
  /** The catch-all: any unmatched path renders the 404 page. */
  'not-found': '*',
} as const satisfies Record<string, string>;

export type RouteName = keyof typeof routePaths;
type LinkableRouteName = Exclude<RouteName, 'not-found'>;
type RouteParams<N extends RouteName> = PathParam<(typeof routePaths)[N]>;

/** The href of a named route, its path parameters checked by the compiler. */
export function routeHref<N extends LinkableRouteName>(
  name: N,
  ...[params]: [RouteParams<N>] extends [never] ? [] : [Record<RouteParams<N>, string>]
): string {
  return generatePath(routePaths[name], params as never);
}
