import { decideRouteAccess } from '@all22/domain';
import { toAccessConfig } from '../config/access-config';
import { useAppConfig } from '../config/app-config-context';
import { useSession } from '../lib/session/session-context';

/**
 * Whether the user may open the page at `path` (the router's access rules): a page's data is
 * guarded by the API as the page is, so a link's preview asks for it only when this holds.
 */
export function useCanOpenPage(path: string): boolean {
  const config = useAppConfig();
  const { user } = useSession();
  return decideRouteAccess({ path, middleware: ['auth'] }, user, toAccessConfig(config)).kind === 'allow';
}
