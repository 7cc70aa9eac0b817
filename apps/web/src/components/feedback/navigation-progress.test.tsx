import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { getNavigationProgress, NAVIGATION_THROTTLE_MS, NavigationProgress } from './navigation-progress';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('getNavigationProgress', () => {
  it('fills over 5 s and stays within 0–100', () => {
    expect(getNavigationProgress(-100)).toBe(0);
    expect(getNavigationProgress(0)).toBe(0);
    expect(getNavigationProgress(2500)).toBe(50);
    expect(getNavigationProgress(5000)).toBe(100);
    expect(getNavigationProgress(9000)).toBe(100);
  });
});

describe('NavigationProgress', () => {
  function renderWithLoaders(loaderMs: number) {
    const router = createMemoryRouter([
      {
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Link to="/next">Next</Link> },
          { path: '/next', loader: () => wait(loaderMs).then(() => null), element: <p>Next page</p> },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
  }

  it('shows a bar only once a navigation has taken longer than the throttle', async () => {
    renderWithLoaders(600);
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await screen.findByRole('progressbar', { name: 'Loading page' }, { timeout: 1000 })).toBeTruthy();
    expect(await screen.findByText('Next page', {}, { timeout: 1000 })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows nothing for a navigation quicker than the throttle', async () => {
    renderWithLoaders(20);
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Next page')).toBeTruthy();
    await wait(NAVIGATION_THROTTLE_MS + 50);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
