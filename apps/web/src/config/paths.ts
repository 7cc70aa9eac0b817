import { generatePath } from 'react-router';
import { type RouteName, type RoutePathParam, routePaths } from './route-paths';

type RoutePath<N extends RouteName> = (typeof routePaths)[N];
type RouteParams<N extends RouteName> = RoutePathParam<N>;
/** Required parameters must be given; optional ones (":week?") may be left out. */
type ParamsArgument<N extends RouteName> = [RouteParams<N>] extends [never]
  ? []
  : [params: { [K in RouteParams<N>]?: string } & { [K in RequiredParams<RoutePath<N>>]: string }];
type RequiredParams<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? (Name extends `${string}?` ? never : Name) | RequiredParams<`/${Tail}`>
    : Rest extends `${string}?`
      ? never
      : Rest
  : never;

/** The href of a named route of the route table, its path parameters checked by the compiler. */
export function routeHref<N extends RouteName>(name: N, ...[params]: ParamsArgument<N>): string {
  return generatePath(routePaths[name], params as never);
}
