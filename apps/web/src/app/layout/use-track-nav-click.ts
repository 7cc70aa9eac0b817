import { useCallback } from 'react';
import { useAppConfig } from '../../config/app-config-context';
import { useSession } from '../../lib/session/session-context';
import { trackClick } from '../../lib/analytics';

/** The analytics event of a non-subscriber's nav click: a premium purchase access point (spec 1 §6). */
export const NAV_ACCESS_POINT_EVENT = 'premium_access_point';

/**
 * Returns the click handler for nav links. Only non-subscribers are tracked — their clicks show
 * where people meet premium content; with auth disabled everyone counts as subscribed.
 */
export function useTrackNavClick(): (label: string, href: string) => void {
  const { authEnabled } = useAppConfig();
  const { user } = useSession();
  const isSubscriber = !authEnabled || user.isSubscribed;
  return useCallback(
    (label: string, href: string) => {
      if (isSubscriber) return;
      trackClick(NAV_ACCESS_POINT_EVENT, { source: 'nav', label, href });
    },
    [isSubscriber],
  );
}
