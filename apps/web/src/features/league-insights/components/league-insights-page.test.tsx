import type { LeagueFilmLink, LeagueInsightsResponse, TeamEfficiencyResponse } from '@all22/contracts';
import { SIGNED_OUT_USER_STATE } from '@all22/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaticSession } from '../../../lib/session/session';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { testAppConfig } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { currentWeek, teams, weekGames } from '../../../testing/schedule-fixtures';

const KC = { teamId: '2310', abbr: 'KC', fullName: 'Kansas City Chiefs' };
const LV = { teamId: '2520', abbr: 'LV', fullName: 'Las Vegas Raiders' };
const ARI = { teamId: '3800', abbr: 'ARI', fullName: 'Arizona Cardinals' };

const film = (side: 'possessionTeamId' | 'defenseTeamId', teamId: string, counts: [number, number, number]) =>
  (['play_type_rush', 'play_type_pass', 'play_type_sack'] as const).map((kind, index): LeagueFilmLink => ({
    kind,
    query: `season=2024&seasonType=REG&playType=${kind}&${side}=${teamId}`,
    plays: counts[index] ?? 0,
  }));
const rates = (epaPerPlay: number, plays: number) => ({
  plays,
  epaPerPlay,
  successRate: 48.5,
  passRate: 55.2,
  earlyDownPassRate: 50.1,
});
const teamRow = (
  team: typeof KC,
  quadrant: TeamEfficiencyResponse['quadrant'],
  offense: number,
  defense: number,
): TeamEfficiencyResponse => ({
  team,
  quadrant,
  offense: rates(offense, 380),
  defense: rates(defense, 370),
  film: {
    offense: film('possessionTeamId', team.teamId, [180, 190, 10]),
    defense: film('defenseTeamId', team.teamId, [170, 188, 12]),
  },
});

const insights: LeagueInsightsResponse = {
  season: 2024,
  week: 6,
  latestWeek: 6,
  efficiency: {
    method: 'Every regular-season run, pass and sack of the season so far.',
    league: rates(0.012, 12000),
    teams: [
      teamRow(KC, 'complete', 0.21, -0.1),
      teamRow(ARI, 'offense-led', 0.05, 0.09),
      teamRow(LV, 'struggling', -0.2, 0.15),
    ],
  },
  trends: {
    method: 'Net EPA per play is the offense’s minus the defense’s.',
    windowWeeks: 3,
    teams: [
      {
        team: KC,
        points: [
          { week: 1, netEpaPerPlay: -0.1, rollingNetEpaPerPlay: -0.1 },
          { week: 2, netEpaPerPlay: 0, rollingNetEpaPerPlay: -0.05 },
          { week: 4, netEpaPerPlay: 0.3, rollingNetEpaPerPlay: 0.15 },
          { week: 5, netEpaPerPlay: 0.3, rollingNetEpaPerPlay: 0.3 },
          { week: 6, netEpaPerPlay: 0.4, rollingNetEpaPerPlay: 0.333 },
        ],
      },
    ],
    risers: [
      {
        team: KC,
        recent: 0.333,
        before: -0.05,
        change: 0.383,
        firstRecentWeek: 4,
        throughWeek: 6,
        filmWeek: 6,
        film: film('possessionTeamId', KC.teamId, [30, 33, 2]).map((link) => ({
          ...link,
          query: link.query.replace('seasonType=REG', 'seasonType=REG&week=6'),
        })),
      },
    ],
    fallers: [],
  },
  notables: {
    method: "The week's best finished game of each kind.",
    cards: [
      {
        kind: 'rushing',
        value: 187,
        week: 6,
        gameId: 2024101300,
        team: KC,
        opponent: LV,
        player: { nflId: 101, displayName: 'Rex Runner', position: 'RB' },
        plays: 27,
        isSeasonBest: true,
        previousBest: { value: 160, week: 2, name: 'Ron Back', gameId: 2024091500 },
        film: [{ kind: 'playerPlays', query: 'gameId=2024101300&rusherId=101', plays: 29 }],
      },
    ],
  },
  beta: {
    passRateOverExpected: {
      method: 'How much more often a team passed than the league does in the same situations.',
      teams: [
        {
          team: KC,
          plays: 380,
          passRate: 60.5,
          expectedPassRate: 55.1,
          overExpected: 5.4,
          film: film('possessionTeamId', KC.teamId, [180, 190, 10]),
        },
      ],
    },
    explosiveRuns: {
      method: "The share of a team's runs that gained 10 yards or more.",
      teams: [
        {
          team: KC,
          runs: 180,
          explosiveRuns: 21,
          rate: 11.7,
          film: [
            {
              kind: 'explosiveRuns',
              query: 'season=2024&seasonType=REG&rush10PlusYards=true&possessionTeamId=2310',
              plays: 21,
            },
          ],
        },
      ],
    },
  },
};

function stubInsightsCalls(
  answer: (request: Request) => Response | Promise<Response> = () => jsonResponse(insights),
) {
  return stubFetch({
    '/api/schedules/current': () => jsonResponse(currentWeek),
    '/api/teams/all': () => jsonResponse({ teams: Object.values(teams) }),
    '/api/scores/live/games': () => jsonResponse(weekGames),
    '/api/schedules/week/odds': () => jsonResponse({ odds: [] }),
    '/api/insights': answer,
  });
}

const insightsCalls = (fetchMock: ReturnType<typeof stubInsightsCalls>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/insights')
    .map((url) => Object.fromEntries(url.searchParams));

beforeAll(async () => {
  await Promise.all([import('./league-insights-page'), import('../../../routes/section-page')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the league insights page', { timeout: 15_000 }, () => {
  it('shows the quadrant chart with its words, the table, trends and notables with their links', async () => {
    const fetchMock = stubInsightsCalls();
    renderApp({ path: '/insights' });
    expect(await screen.findByRole('heading', { name: 'Insights', level: 1 })).toBeTruthy();
    expect((await screen.findByTestId('insights-week')).textContent).toBe('Week 6, 2024');
    expect(insightsCalls(fetchMock)).toEqual([{}]);
    for (const name of ['Team efficiency', 'Trends through week 6', 'Notable performances of week 6']) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeTruthy();
    }
    expect(screen.getByText('Every regular-season run, pass and sack of the season so far.')).toBeTruthy();
    // The chart: an image named by its title and described in words.
    const chart = screen.getByRole('img', { name: /Team efficiency: offense against defense EPA per play/ });
    expect(chart.textContent).toContain('Good offense, good defense: KC.');
    expect(chart.textContent).toContain('Weak offense, weak defense: LV.');
    expect(chart.querySelectorAll('[data-team-point]')).toHaveLength(3);

    const table = screen.getByRole('table', { name: /Team efficiency/ });
    const kc = within(table).getByRole('row', { name: /^KC/ });
    expect([...kc.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent)).toEqual([
      'Good offense, good defense',
      '0.210',
      '-0.100',
    ]);
    expect(within(kc).getByRole('link', { name: 'KC' }).getAttribute('href')).toBe('/teams/team/2310');
    expect(
      within(kc)
        .getByRole('link', { name: 'KC offense, 2024 season: passes, 190 plays, on film' })
        .getAttribute('href'),
    ).toBe('/film/plays?season=2024&seasonType=REG&playType=play_type_pass&possessionTeamId=2310');

    const riser = screen.getByRole('list', { name: 'Risers' });
    expect(
      within(riser).getByText(/Net EPA per play \+0.333 in weeks 4–6, against −0.050 before/),
    ).toBeTruthy();
    expect(
      within(riser).getByRole('link', { name: 'KC offense, week 6 of 2024: runs, 30 plays, on film' }),
    ).toBeTruthy();
    expect(screen.getByText('No team has weeks before the last three to compare with yet.')).toBeTruthy();

    const notable = screen.getByRole('list', { name: 'Notable performances of week 6' });
    expect(within(notable).getByText('Season best')).toBeTruthy();
    expect(within(notable).getByText('187')).toBeTruthy();
    expect(within(notable).getByText('Rushing yards')).toBeTruthy();
    expect(within(notable).getByRole('link', { name: 'Rex Runner' }).getAttribute('href')).toBe(
      '/players/player/101',
    );
    expect(within(notable).getByText('Best before week 6: 160 by Ron Back in week 2.')).toBeTruthy();
    expect(
      within(notable)
        .getByRole('link', { name: 'Rex Runner, week 6 of 2024: plays, 29 plays, on film' })
        .getAttribute('href'),
    ).toBe('/film/plays?gameId=2024101300&rusherId=101');
    // The beta cards are the beta page's.
    expect(screen.queryByRole('heading', { name: 'Pass rate over expected' })).toBeNull();
  });

  it('shows the beta cards first on the beta page, marked Beta, in the same frame', async () => {
    stubInsightsCalls();
    renderApp({ path: '/insights-beta?week=6' });
    expect(await screen.findByRole('heading', { name: 'Insights Beta', level: 1 })).toBeTruthy();
    const proe = await screen.findByRole('region', { name: /Pass rate over expected/ });
    expect(within(proe).getByText('Beta')).toBeTruthy();
    expect(within(proe).getByRole('row', { name: /^KC/ }).textContent).toContain('+5.4');
    const explosive = screen.getByRole('region', { name: /Explosive run rate/ });
    expect(
      within(explosive).getByRole('link', {
        name: 'KC offense, 2024 season: runs of 10+ yards, 21 plays, on film',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Team efficiency', level: 2 })).toBeTruthy();
    // The section tabs keep the week.
    const tabs = screen.getByRole('navigation', { name: 'Insights' });
    expect(within(tabs).getByRole('tab', { name: 'Insights' }).getAttribute('href')).toBe('/insights?week=6');
  });

  it('asks for another week from the week choice, keeping it in the address', async () => {
    const fetchMock = stubInsightsCalls((request) => {
      const week = Number(new URL(request.url).searchParams.get('week') ?? 6);
      return jsonResponse({ ...insights, week });
    });
    const { router } = renderApp({ path: '/insights?season=2024' });
    const week = await screen.findByRole('combobox', { name: 'Week' });
    fireEvent.change(week, { target: { value: '3' } });
    await waitFor(() => expect(router.state.location.search).toBe('?season=2024&week=3'));
    expect((await screen.findByText('Week 3, 2024')).textContent).toBe('Week 3, 2024');
    expect(insightsCalls(fetchMock)).toEqual([{ season: '2024' }, { season: '2024', week: '3' }]);
  });

  it('names what it ignored of the address', async () => {
    const fetchMock = stubInsightsCalls();
    renderApp({ path: '/insights?week=40' });
    expect(await screen.findByText('Week “40” is not a regular-season week (1–18).')).toBeTruthy();
    await screen.findByTestId('insights-week');
    expect(insightsCalls(fetchMock)).toEqual([{}]);
  });

  it('shows loading, then an error with Retry that asks again', async () => {
    let calls = 0;
    stubInsightsCalls(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ message: 'The league is resting', statusCode: 503 }, { status: 503 })
        : jsonResponse(insights);
    });
    renderApp({ path: '/insights' });
    expect(await screen.findByRole('status', { name: 'Loading the insights' })).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText(/The insights could not be loaded/)).toBeTruthy();
    fireEvent.click(retry);
    expect(await screen.findByTestId('insights-week')).toBeTruthy();
  });

  it('says when the season has no plays yet', async () => {
    stubInsightsCalls(() => jsonResponse({ ...insights, latestWeek: 0, week: 1 }));
    renderApp({ path: '/insights' });
    expect(
      await screen.findByText('No regular-season plays of 2024 yet: the insights read them.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Team efficiency' })).toBeNull();
  });

  it('sends everyone home in production, without asking for the insights', async () => {
    const fetchMock = stubInsightsCalls();
    const { router } = renderApp({
      path: '/insights-beta',
      config: { ...testAppConfig, appEnv: 'production' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(insightsCalls(fetchMock)).toEqual([]);
  });

  it('sends a signed-out visitor home with freemium on, as the other subscriber pages', async () => {
    const fetchMock = stubInsightsCalls();
    const config = { ...testAppConfig, authEnabled: true, freemium: true, freemiumRoutes: ['/games/*'] };
    const { router } = renderApp({
      path: '/insights',
      config,
      session: createStaticSession({ user: SIGNED_OUT_USER_STATE }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(insightsCalls(fetchMock)).toEqual([]);
  });
});
