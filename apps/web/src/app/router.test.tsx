import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { healthyResponse } from '../testing/fixtures';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';

describe('routes', () => {
  it('shows the 404 page for an unknown path', async () => {
    stubFetch({});
    renderApp({ path: '/no/such/page' });
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('404 Not Found'));
  });

  it('renders home in the app shell with its blocks', async () => {
    const fetchMock = stubFetch({});
    renderApp({ path: '/' });

    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'All22' }).getAttribute('href')).toBe('/');
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    // The footer follows the first paint (AfterFirstPaint).
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Home | All22'));

    expect(await screen.findByRole('region', { name: "This week's games" })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Top performers' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Standings' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/schedules/current',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('shows the API, the database, the live feed and the chat service on /health', async () => {
    stubFetch({ '/api/health': () => jsonResponse(healthyResponse) });
    renderApp({ path: '/health' });
    expect((await screen.findByTestId('health-status')).textContent).toBe('ok');
    expect(screen.getByRole('region', { name: 'Database' }).textContent).toContain('PGlite (embedded)');
    expect(screen.getByTestId('health-feed-status').textContent).toBe('ok');
    const chat = screen.getByRole('region', { name: 'Fantasy AI chat' });
    expect(screen.getByTestId('health-chat-status').textContent).toBe('unavailable');
    expect(chat.textContent).toContain('no chat service runs on this server');
  });

  it('shows a failing part reported with 503 as "failing", not as an error', async () => {
    const failing = {
      ...healthyResponse,
      status: 'failing' as const,
      checks: {
        ...healthyResponse.checks,
        database: { status: 'failing' as const, kind: 'pglite' as const, error: 'database unreachable' },
      },
    };
    stubFetch({ '/api/health': () => jsonResponse(failing, { status: 503 }) });
    renderApp({ path: '/health' });
    expect((await screen.findByTestId('health-status')).textContent).toBe('failing');
  });

  it('shows the error message and retries the health call', async () => {
    let isDown = true;
    stubFetch({
      '/api/health': () =>
        isDown
          ? jsonResponse({ message: 'The API is restarting', statusCode: 502 }, { status: 502 })
          : jsonResponse(healthyResponse),
    });
    renderApp({ path: '/health' });

    // The page's own alert (the score strip, with no schedule stubbed, shows one of its own).
    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert.textContent).toContain('The API is restarting (502)');
    expect(screen.queryByTestId('health-status')).toBeNull();

    isDown = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('health-status')).textContent).toBe('ok');
  });

  it('shows the full health report on /health', async () => {
    stubFetch({ '/api/health': () => jsonResponse(healthyResponse) });
    renderApp({ path: '/health' });
    expect(await screen.findByRole('heading', { level: 1, name: 'System status' })).toBeTruthy();
    expect((await screen.findByTestId('health-status')).textContent).toBe('ok');
    expect(screen.getByText('0.1.0-test')).toBeTruthy();
    expect(screen.getByText('1h 2m')).toBeTruthy();
    expect(screen.getByText('3 of 3 applied')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('System status | All22'));
  });

  it('navigates from the 404 page back home', async () => {
    stubFetch({ '/api/health': () => jsonResponse(healthyResponse) });
    const { router } = renderApp({ path: '/missing' });
    await userEvent.click(await screen.findByRole('link', { name: 'Home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Football, all 22 of it.' })).toBeTruthy();
  });
});
