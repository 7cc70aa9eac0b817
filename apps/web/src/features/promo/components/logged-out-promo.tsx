import { useAppConfig } from '../../../config/app-config-context';
import { useSession } from '../../../lib/session/session-context';
import { PromoCarousel } from './promo-carousel';
import { ResumePlanCard } from './resume-plan-card';

/**
 * The promo on home (spec 1 §2): only when freemium is on and the visitor is not subscribed (a
 * paused plan sees how to resume it instead). With auth disabled everyone counts as subscribed,
 * so it never shows.
 */
export function LoggedOutPromo() {
  const { freemium, authEnabled } = useAppConfig();
  const { user } = useSession();
  if (!freemium || !authEnabled || user.isSubscribed) return null;
  // A paused plan is still a plan: the way to resume it, not an offer to subscribe.
  if (user.isPaused) return <ResumePlanCard />;
  return <PromoCarousel />;
}
