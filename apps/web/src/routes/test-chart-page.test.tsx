import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';

describe('the chart test page', () => {
  it('draws each chart component from its sample data, with a text summary', async () => {
    stubFetch({});
    renderApp({ path: '/test/chart' });
    expect(
      await screen.findByRole('img', {
        name: /^Passing yards by week: week 1: 312, week 2: 248, week 3: 0, week 4: 401/,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Fantasy points by week: week 1: 16\.8,/ })).toBeTruthy();
    expect(screen.getByText('Best: week 4, 401')).toBeTruthy();
    expect(screen.getByText(/After the first play: HOME 50\.0%\. At the end: HOME 100\.0%\./)).toBeTruthy();
    // The empty sample draws no chart.
    expect(screen.queryByRole('img', { name: /^Receiving yards by week/ })).toBeNull();
  });
});
