import { screen, waitFor } from '@testing-library/react';
import { data, redirect, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../lib/api-client';
import { RouteRedirect } from '../lib/route-redirect';
import { renderApp } from '../testing/render-app';
import { RouteErrorPage } from './route-error';

function routesThrowing(throwIt: () => never): RouteObject[] {
  function Thrower(): never {
    throwIt();
  }
  return [
    { path: '/', element: <Thrower />, errorElement: <RouteErrorPage /> },
    { path: '/target', element: <p>Target page</p> },
  ];
}

function routesWithLoader(loader: () => unknown): RouteObject[] {
  return [
    {
      path: '/',
      loader,
      element: <p>Loaded</p>,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <p>Loading</p>,
    },
    { path: '/target', element: <p>Target page</p> },
  ];
}

describe('route error element', () => {
  beforeEach(() => {
    // React and React Router log every error thrown during render; these ones are expected.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it("shows the error's message, status code and a Home page link", async () => {
    renderApp({
      routes: routesThrowing(() => {
        throw new ApiRequestError({ message: 'Upstream feed unavailable', statusCode: 502 });
      }),
    });
    expect(await screen.findByText('Upstream feed unavailable')).toBeTruthy();
    expect(screen.getByText('502')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('An error occurred'));
  });

  it('defaults the status code to 500', async () => {
    renderApp({
      routes: routesThrowing(() => {
        throw new Error('Unknown middleware auth2');
      }),
    });
    expect(await screen.findByText('Unknown middleware auth2')).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
  });

  it('shows the 404 page for a failed page validator', async () => {
    renderApp({
      routes: routesWithLoader(() => {
        throw data(null, { status: 404 });
      }),
    });
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('404 Not Found'));
  });

  it('treats an error carrying a redirect marker as a redirect', async () => {
    const { router } = renderApp({
      routes: routesThrowing(() => {
        throw new RouteRedirect('/target');
      }),
    });
    expect(await screen.findByText('Target page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/target');
  });

  it("follows React Router's own redirect responses", async () => {
    renderApp({
      routes: routesWithLoader(() => {
        throw redirect('/target');
      }),
    });
    expect(await screen.findByText('Target page')).toBeTruthy();
  });
});
