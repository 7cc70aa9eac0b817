import { useMatches } from 'react-router';
import type { RouteHandle } from '../../config/route-paths';

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'name' in handle && 'title' in handle;

/** The handle (route name and title) of the page being shown. */
export function useRouteHandle(): RouteHandle {
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle);
  if (!handle) throw new Error('useRouteHandle must be used inside a page of the route table');
  return handle;
}
