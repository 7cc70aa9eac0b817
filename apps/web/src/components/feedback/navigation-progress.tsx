import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { clampProgress } from './loading-screen';

/** Navigations quicker than this show no bar, so fast pages do not flicker (spec 1 §9). */
export const NAVIGATION_THROTTLE_MS = 200;
/** The bar fills over this long (spec 1 §9), then waits full until the page is ready. */
export const NAVIGATION_DURATION_MS = 5000;
const TICK_MS = 100;

/** How full the bar is `elapsedMs` after it appeared. */
export function getNavigationProgress(elapsedMs: number): number {
  return clampProgress((elapsedMs / NAVIGATION_DURATION_MS) * 100);
}

/**
 * The page-transition loader: a thin bar at the top while the router loads the next page's code
 * and data, appearing only once a navigation has taken longer than the throttle.
 */
export function NavigationProgress() {
  const isNavigating = useNavigation().state !== 'idle';
  const [elapsedMs, setElapsedMs] = useState<number | null>(null);

  useEffect(() => {
    if (!isNavigating) return;
    const shownAt = Date.now() + NAVIGATION_THROTTLE_MS;
    let ticker: ReturnType<typeof setInterval> | undefined;
    const throttle = setTimeout(() => {
      const tick = () => setElapsedMs(Date.now() - shownAt);
      tick();
      ticker = setInterval(tick, TICK_MS);
    }, NAVIGATION_THROTTLE_MS);
    return () => {
      clearTimeout(throttle);
      clearInterval(ticker);
      setElapsedMs(null);
    };
  }, [isNavigating]);

  if (!isNavigating || elapsedMs === null) return null;
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}>
      <LinearProgress
        variant="determinate"
        value={getNavigationProgress(elapsedMs)}
        aria-label="Loading page"
      />
    </Box>
  );
}
