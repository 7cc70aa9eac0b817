import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '../components/feedback/navigation-progress';
import { AppShell } from '../app/layout/app-shell';
import { usePageViewTracking } from '../features/platform/use-page-view-tracking';
import { ScoreStrip } from '../features/score-strip/components/score-strip';

/**
 * The layout route: every page renders inside the app shell, with the page-transition loader;
 * each navigation is a page view.
 */
export function RootLayout() {
  usePageViewTracking();
  return (
    <AppShell scoreStrip={<ScoreStrip />}>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </AppShell>
  );
}
