import type { SandboxResponse } from '@all22/contracts';
import { formatSandboxQuery, getSandboxExamples } from '@all22/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';
import { currentWeek, teams, weekGames } from '../testing/schedule-fixtures';

const QUERY = 'stat=passing&by=player&measures=passing.completionPct&pos=QB&season=2024&seasonType=REG';

const answer: SandboxResponse = {
  query: QUERY,
  population: { plays: 5400, filter: 'season=2024&seasonType=REG' },
  columns: [
    { key: 'passing.attempts', label: 'ATT', tooltip: 'Passes thrown', decimals: 0, isPercentage: false },
    {
      key: 'passing.completionPct',
      label: 'CMP%',
      tooltip: 'Completions per 100 attempts',
      decimals: 1,
      isPercentage: true,
    },
  ],
  rows: [
    {
      key: '101',
      label: 'Sam Able',
      detail: 'QB · KC',
      nflId: 101,
      teamId: null,
      filter: 'season=2024&seasonType=REG&dropback=true&passerId=101',
      plays: 210,
      values: { 'passing.attempts': 190, 'passing.completionPct': 68.42 },
    },
    {
      key: '102',
      label: 'Ben Baker',
      detail: 'QB · BUF',
      nflId: 102,
      teamId: null,
      filter: 'season=2024&seasonType=REG&dropback=true&passerId=102',
      plays: 200,
      values: { 'passing.attempts': 180, 'passing.completionPct': 61.1 },
    },
  ],
  totalRows: 30,
};

function stubSandboxCalls(sandbox: () => Response) {
  return stubFetch({
    '/api/schedules/current': () => jsonResponse(currentWeek),
    '/api/teams/all': () => jsonResponse({ teams: Object.values(teams) }),
    '/api/scores/live/games': () => jsonResponse(weekGames),
    '/api/schedules/week/odds': () => jsonResponse({ odds: [] }),
    '/api/stats/sandbox': sandbox,
  });
}

describe('the stats sandbox page', () => {
  it('offers the five example questions on the empty page, each a link to its address', async () => {
    stubSandboxCalls(() => jsonResponse(answer));
    renderApp({ path: '/tools' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tools' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Ask your own question' });
    for (const example of getSandboxExamples(currentWeek.season)) {
      const link = screen.getByRole('link', { name: new RegExp(example.title.replace(/[+()]/g, '\\$&')) });
      expect(link.getAttribute('href')).toBe(`/tools?${formatSandboxQuery(example.question)}`);
    }
  });

  it('asks the address as the API query and draws the table and the chart', async () => {
    const fetchMock = stubSandboxCalls(() => jsonResponse(answer));
    renderApp({ path: `/tools?${QUERY}` });
    const table = await screen.findByRole('table', { name: 'Answer' });
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls.find((url) => url.includes('/api/stats/sandbox'))).toContain(`?${QUERY}`);
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Sam Able' }).getAttribute('href')).toBe(
      '/players/player/101',
    );
    expect(
      within(first!)
        .getByRole('link', { name: '210 plays of Sam Able in the film room' })
        .getAttribute('href'),
    ).toBe('/film/plays?season=2024&seasonType=REG&dropback=true&passerId=101');
    expect(first!.textContent).toContain('68.4%');
    expect(screen.getByRole('img', { name: /Completion %: a bar per row/ })).toBeTruthy();
    expect(screen.getByText(/rows meet the question, the first 2 shown/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export PNG' })).toBeTruthy();
  });

  it("shows the server's message when a question is too big", async () => {
    const message =
      'The question covers 400,000 plays; the sandbox answers at most 150,000: narrow the seasons or add film filters';
    stubSandboxCalls(() => jsonResponse({ message, statusCode: 413 }, { status: 413 }));
    renderApp({ path: `/tools?${QUERY}` });
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('lists what is wrong with an address the sandbox does not understand', async () => {
    stubSandboxCalls(() => jsonResponse(answer));
    renderApp({ path: '/tools?stat=kicking&measures=passing.attempts' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This question has parameters the sandbox does not understand');
    expect(alert.textContent).toContain('stat: "kicking" is not one of');
    expect(within(alert).getByRole('link', { name: 'Start over' }).getAttribute('href')).toBe('/tools');
  });
});
