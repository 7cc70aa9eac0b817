import type { AppConfig } from '@all22/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { App } from '../app/app';
import { appRoutes } from '../app/router';
import { testAppConfig } from './fixtures';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Renders the real provider stack around a memory router at `path`. */
export function renderApp({
  path = '/',
  routes = appRoutes,
  config = testAppConfig,
}: { path?: string; routes?: RouteObject[]; config?: AppConfig } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const result = render(<App config={config} queryClient={queryClient} router={router} />);
  return { ...result, router, queryClient };
}
