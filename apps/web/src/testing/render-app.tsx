import type { AppConfig } from '@all22/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { App } from '../app/app';
import { createAppRoutes } from '../app/router';
import { createStaticSession, type Session } from '../lib/session/session';
import { testAppConfig } from './fixtures';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/**
 * Renders the real provider stack around a memory router at `path`: the app's routes (with their
 * guards, for `session`'s user) unless `routes` are given.
 */
export function renderApp({
  path = '/',
  routes,
  config = testAppConfig,
  session = createStaticSession(),
  queryClient = createTestQueryClient(),
}: {
  path?: string;
  routes?: RouteObject[];
  config?: AppConfig;
  session?: Session;
  /** A store filled beforehand (e.g. by start-up priming). */
  queryClient?: QueryClient;
} = {}) {
  const router = createMemoryRouter(routes ?? createAppRoutes({ config, session, queryClient }), {
    initialEntries: [path],
  });
  const result = render(<App config={config} session={session} queryClient={queryClient} router={router} />);
  return { ...result, router, queryClient, session };
}
