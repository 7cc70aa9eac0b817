import { useAppConfig } from '../config/app-config-context';
import { useSession } from '../lib/session/session-context';

/** The user may read subscriber data (/api/secured/*): subscribed, or authentication is off. */
export function useIsSubscriber(): boolean {
  const { authEnabled } = useAppConfig();
  const { user } = useSession();
  return !authEnabled || user.isSubscribed;
}
