import { useAppConfig } from '../../../config/app-config-context';
import { useSession } from '../../../lib/session/session-context';
import { PromoCarousel } from './promo-carousel';

/**
 * The promo on home (spec 1 §2): only when freemium is on and the visitor is not subscribed. With
 * auth disabled everyone counts as subscribed, so it never shows.
 */
export function LoggedOutPromo() {
  const { freemium, authEnabled } = useAppConfig();
  const { user } = useSession();
  if (!freemium || !authEnabled || user.isSubscribed) return null;
  return <PromoCarousel />;
}
