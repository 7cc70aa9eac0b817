import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '../../lib/analytics';

/**
 * Records a page view for every navigation (spec 1 §7: page-view analytics): the first render
 * and each later location, including back/forward and search-only changes. Mount it once, in the
 * root layout. A data router updates the location only after a navigation's loaders finish, so
 * a redirect records the page it ends on, not the path it left.
 */
export function usePageViewTracking(): void {
  const { key, pathname } = useLocation();
  // StrictMode runs effects twice on mount; the key remembers which navigation was recorded.
  const trackedKey = useRef<string | null>(null);
  useEffect(() => {
    if (trackedKey.current === key) return;
    trackedKey.current = key;
    trackPageView(pathname);
  }, [key, pathname]);
}
