import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/feedback/page-loading';
import { routePaths } from '../config/paths';
import { RootLayout } from '../routes/root-layout';
import { NotFoundPage } from '../routes/not-found';
import { RouteErrorPage } from '../routes/route-error';

/**
 * The route tree. Pages are lazy route modules (one chunk each) exporting `Component` and, later,
 * `loader`; paths come from the route table in config/paths.ts.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    // Shown while the first page's lazy module (and, later, its loader) loads.
    hydrateFallbackElement: <PageLoading />,
    // Only reached if the shell itself fails; page errors are caught inside the shell below.
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: routePaths.home, lazy: () => import('../routes/home') },
          { path: routePaths.health, lazy: () => import('../routes/health') },
          { path: routePaths['not-found'], element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
