import { generatePath, type PathParam } from 'react-router';
import { type RouteName, routeTable } from '../app/route-table';

type RoutePath<N extends RouteName> = (typeof routeTable)[N]['path'];
type RouteParams<N extends RouteName> = PathParam<RoutePath<N>>;
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
  return generatePath(routeTable[name].path, params as never);
}
