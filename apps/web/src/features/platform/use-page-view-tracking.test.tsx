import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, redirect, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { takeQueuedEvents } from '../../lib/analytics';
import { usePageViewTracking } from './use-page-view-tracking';

function Layout() {
  usePageViewTracking();
  return <Outlet />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/teams', element: <p>teams</p> },
          { path: '/stats', loader: () => redirect('/stats/home') },
          { path: '/stats/home', element: <p>stats</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

const viewedPaths = () =>
  takeQueuedEvents()
    .filter((event) => event.type === 'page_view')
    .map((event) => event.path);

describe('usePageViewTracking', () => {
  afterEach(() => {
    takeQueuedEvents();
  });

  it('records the first page once, even under StrictMode', () => {
    renderAt('/');
    expect(viewedPaths()).toEqual(['/']);
  });

  it('records each navigation, including back and a repeat of the same path', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/teams'));
    await act(() => router.navigate('/teams?sort=name'));
    await act(() => router.navigate(-1));
    expect(viewedPaths()).toEqual(['/', '/teams', '/teams', '/teams']);
  });

  it('records where a redirect ends, not the path it left', async () => {
    const router = renderAt('/');
    takeQueuedEvents();
    await act(() => router.navigate('/stats'));
    expect(router.state.location.pathname).toBe('/stats/home');
    expect(viewedPaths()).toEqual(['/stats/home']);
  });
});
