import type { AppConfig } from '@all22/contracts';
import { type AccessDecision, decideRouteAccess, HOME_PATH } from '@all22/domain';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  data,
  type LoaderFunctionArgs,
  redirect,
  redirectDocument,
  type RouteObject,
} from 'react-router';
import { PageLoading } from '../components/feedback/page-loading';
import { accessNotices } from '../lib/access-notice';
import type { Session } from '../lib/session/session';
import { teamsQueryOptions } from '../api/teams/get-teams';
import { createAuthRoutes } from '../routes/auth-callback';
import { NotFoundPage } from '../routes/not-found';
import { RootLayout } from '../routes/root-layout';
import { RouteErrorPage } from '../routes/route-error';
import { toAccessConfig } from '../config/access-config';
import type { RouteHandle, RouteName } from '../config/route-paths';
import { type PageRoute, routeRedirects, routeTable } from './route-table';

/** What the router's guards and validators read. */
export interface RouterContext {
  readonly config: AppConfig;
  readonly session: Session;
  readonly queryClient: QueryClient;
}

const notFound = () => data(null, { status: 404 });

/** Carries out an access decision: nothing, a redirect (in the app or out of it), the paused dialog, an error. */
function applyAccess(decision: AccessDecision, session: Session): void {
  switch (decision.kind) {
    case 'allow':
      return;
    case 'redirect':
      // The purchase pages live outside the SPA, even on its own origin (/identity/plans): a
      // document redirect loads them, where a plain one would route inside the app (its 404).
      throw decision.external ? redirectDocument(decision.to) : redirect(decision.to);
    case 'pausedDialog':
      session.setPausedDialogOpen(true);
      if (decision.to !== null) throw redirect(decision.to);
      return;
    case 'error':
      throw data({ message: decision.message }, { status: decision.statusCode });
  }
}

/**
 * Remembers why a visitor is sent home from a subscribers' page (freemium), for home to say so;
 * arriving anywhere but home forgets it.
 */
function noteAccess(decision: AccessDecision, route: PageRoute, url: URL): void {
  if (decision.kind === 'redirect' && !decision.external && decision.to === HOME_PATH) {
    if (decision.reason === 'signed-out' || decision.reason === 'not-subscribed') {
      accessNotices.set({
        pageTitle: route.title,
        path: `${url.pathname}${url.search}`,
        reason: decision.reason,
      });
      return;
    }
  }
  if (decision.kind === 'allow' && url.pathname !== HOME_PATH) accessNotices.clear();
}

/** The loader every page runs first: its validators (404), an unknown team (404), then the access rules. */
function createGuard(name: RouteName, route: PageRoute, context: RouterContext) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    if (route.validate?.some((check) => !check(params))) throw notFound();
    if (params.teamId !== undefined) {
      const { teams } = await context.queryClient.ensureQueryData(teamsQueryOptions(context.config));
      if (!teams.some((team) => team.teamId === params.teamId)) throw notFound();
    }
    const url = new URL(request.url);
    const decision = decideRouteAccess(
      { path: `${url.pathname}${url.search}`, middleware: route.middleware },
      context.session.getSnapshot().user,
      toAccessConfig(context.config),
    );
    noteAccess(decision, route, url);
    applyAccess(decision, context.session);
    return { name };
  };
}

/** The route tree: every page of the route table under the shell, the redirects, and the 404 catch-all. */
export function createAppRoutes(context: RouterContext): RouteObject[] {
  const pages: RouteObject[] = Object.entries<PageRoute>(routeTable).map(([name, route]) => ({
    id: name,
    path: route.path,
    handle: { name: name as RouteName, title: route.title } satisfies RouteHandle,
    loader: createGuard(name as RouteName, route, context),
    lazy: async () => ({ Component: (await route.page()).Component }),
  }));
  const redirects: RouteObject[] = Object.entries(routeRedirects).map(([from, to]) => ({
    path: from,
    loader: ({ request }: LoaderFunctionArgs) => redirect(`${to}${new URL(request.url).search}`),
  }));
  return [
    // The identity provider's redirect URIs: no shell, no page guard (they finish a sign-in).
    ...createAuthRoutes(context.session),
    {
      id: 'root',
      element: <RootLayout />,
      // Shown while the first page's module and loader run.
      hydrateFallbackElement: <PageLoading />,
      // Only reached if the shell itself fails; page errors are caught inside the shell below.
      errorElement: <RouteErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [...pages, ...redirects, { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}

export function createAppRouter(context: RouterContext) {
  return createBrowserRouter(createAppRoutes(context));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
