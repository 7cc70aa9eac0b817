import type { HealthResponse } from '@all22/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { healthyResponse } from '../../../testing/fixtures';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { HEALTH_LOADING_REFETCH_INTERVAL_MS } from '../api/get-health';
import { formatTimeLeft } from './feed-load-progress';

const loading = (percent: number, etaSeconds: number | null): HealthResponse => ({
  ...healthyResponse,
  checks: {
    ...healthyResponse.checks,
    feed: {
      status: 'loading',
      leagueTime: '2024-10-13T18:30:00.000Z',
      processedThrough: null,
      progress: {
        percent,
        etaSeconds,
        done: Math.round(percent * 1.8),
        total: 180,
        unit: 'weeks',
        week: '2021 REG week 7',
      },
    },
  },
});

describe('the league load on the health page', () => {
  it('shows a determinate bar with the percent and the time left, and follows it until live', async () => {
    const answers = [loading(42, 200), loading(97, 10), healthyResponse];
    stubFetch({ '/api/health': () => jsonResponse(answers.length > 1 ? answers.shift() : answers[0]) });
    renderApp({ path: '/health' });

    const section = await screen.findByRole('region', { name: 'Live feed' });
    const bar = await within(section).findByRole('progressbar', { name: 'Loading the league' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('42% · about 3 min left');
    expect(within(section).getByText('42%')).toBeTruthy();
    expect(within(section).getByText('about 3 min left · 76 of 180 weeks, at 2021 REG week 7')).toBeTruthy();
    expect(screen.getByTestId('health-feed-status').textContent).toBe('loading');

    // Refreshed every 2 s while loading (not every 30): the bar moves, then goes once live.
    await waitFor(
      () => expect(within(section).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('97'),
      { timeout: HEALTH_LOADING_REFETCH_INTERVAL_MS * 2 },
    );
    expect(within(section).getByText(/^less than a minute left/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('health-feed-status').textContent).toBe('ok'), {
      timeout: HEALTH_LOADING_REFETCH_INTERVAL_MS * 2,
    });
    expect(within(section).queryByRole('progressbar')).toBeNull();
  }, 15_000);

  it('says the time left in words', () => {
    expect(formatTimeLeft(null)).toBe('estimating the time left');
    expect(formatTimeLeft(59)).toBe('less than a minute left');
    expect(formatTimeLeft(80)).toBe('about 1 min left');
    expect(formatTimeLeft(45 * 60)).toBe('about 45 min left');
    expect(formatTimeLeft(80 * 60)).toBe('about 1 h 20 min left');
    expect(formatTimeLeft(120 * 60)).toBe('about 2 h left');
  });
});
