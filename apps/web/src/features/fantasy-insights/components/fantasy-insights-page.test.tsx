import type { FantasyInsightsResponse, InsightPlayer } from '@all22/contracts';
import { SIGNED_OUT_USER_STATE } from '@all22/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaticSession } from '../../../lib/session/session';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { testAppConfig } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { currentWeek, teams, weekGames } from '../../../testing/schedule-fixtures';

const KC = { teamId: '2310', abbr: 'KC' };
const LV = { teamId: '2520', abbr: 'LV' };
const ARI = { teamId: '3800', abbr: 'ARI' };

const player = (nflId: number, displayName: string, position: string, team = KC): InsightPlayer => ({
  nflId,
  displayName,
  position,
  headshot: null,
  team,
});
const usage = (games: number, snapShare: number, carries: number) => ({
  games,
  snapShare,
  targets: 4,
  targetShare: 15,
  carries,
  redZoneTouches: 1,
});
const defenseLine = {
  games: 5,
  allowedPerGame: 23,
  opponentsAveragePerGame: 18.1,
  adjustmentPerGame: 4.9,
  rank: 2,
  teamCount: 32,
};

const insights: FantasyInsightsResponse = {
  season: 2024,
  week: 6,
  throughWeek: 5,
  recentFirstWeek: 3,
  scoring: 0,
  usage: {
    risers: [
      {
        kind: 'usage',
        trend: 'riser',
        player: player(101, 'Rex Runner', 'RB'),
        recent: usage(3, 82.8, 28.3),
        season: usage(5, 80.9, 23.8),
        change: { snapShare: 1.9, targetShare: 0, carries: 4.5, redZoneTouches: 0 },
        signals: ['carries'],
        strength: 2.3,
        pointsPerGame: { recent: 23.5, season: 22.4 },
        recentGames: [
          {
            week: 5,
            gameId: 2024100600,
            opponent: ARI,
            snaps: 60,
            snapShare: 85,
            targets: 3,
            targetShare: 9,
            carries: 30,
            redZoneTouches: 5,
            fantasyPoints: 25,
          },
        ],
        film: [
          {
            kind: 'game',
            nflId: 101,
            week: 5,
            gameId: 2024100600,
            opponentTeamId: ARI.teamId,
            query: 'gameId=2024100600&rusherId=101',
          },
          { kind: 'season', nflId: 101, season: 2024, query: 'season=2024&seasonType=REG&rusherId=101' },
        ],
      },
    ],
    fallers: [],
  },
  matchups: {
    cards: [
      {
        kind: 'matchup',
        position: 'QB',
        end: 'best',
        gameId: 2024101300,
        isHome: true,
        offense: KC,
        defense: LV,
        player: player(102, 'Quinn Passer', 'QB'),
        playerPointsPerGame: 24.9,
        defenseLine,
        film: [
          {
            kind: 'defense',
            season: 2024,
            teamId: LV.teamId,
            side: 'pass',
            query: 'season=2024&seasonType=REG&passPlay=true&defenseTeamId=2520',
          },
        ],
      },
    ],
    defenses: [
      { team: LV, QB: defenseLine, RB: null, WR: null, TE: null },
      { team: KC, QB: null, RB: null, WR: null, TE: null },
      { team: ARI, QB: null, RB: null, WR: null, TE: null },
    ],
  },
  pointsAgainstExpected: {
    buyLow: [
      {
        kind: 'pointsAgainstExpected',
        call: 'buyLow',
        player: player(103, 'Wes Wideout', 'WR', LV),
        games: 5,
        targetsPerGame: 6.3,
        carriesPerGame: 0,
        redZoneTouchesPerGame: 0.8,
        targetPoints: 9.2,
        carryPoints: 0,
        redZonePoints: 3.1,
        epaPoints: -0.4,
        expectedPerGame: 11.9,
        actualPerGame: 8.1,
        differencePerGame: -3.8,
        film: [
          {
            kind: 'redZone',
            nflId: 103,
            season: 2024,
            query: 'season=2024&seasonType=REG&redzone=true&targetId=103',
          },
        ],
      },
    ],
    sellHigh: [],
    rates: [
      {
        position: 'WR',
        targetValue: 1.46,
        carryValue: 0.46,
        redZoneTouchValue: 3.85,
        receivingEpaPerTarget: 0.37,
        rushingEpaPerCarry: 0.21,
      },
    ],
  },
  injuries: {
    cards: [
      {
        kind: 'injury',
        injured: player(104, 'Ike Hurt', 'WR'),
        injuryStatus: 'OUT',
        bodyPart: 'Hamstring',
        injuredLine: {
          games: 4,
          snapShare: 90.4,
          recentSnapShare: 88.9,
          targetsPerGame: 6.8,
          carriesPerGame: 0,
          pointsPerGame: 17.9,
        },
        nextManUp: player(105, 'Ned Next', 'WR'),
        nextManUpStatus: 'QUESTIONABLE',
        chosenBy: 'depthChart',
        depthRank: 4,
        nextManUpLine: {
          games: 5,
          snapShare: 3,
          recentSnapShare: 4,
          targetsPerGame: 0.2,
          carriesPerGame: 0,
          pointsPerGame: 0.4,
        },
        film: [
          { kind: 'season', nflId: 105, season: 2024, query: 'season=2024&seasonType=REG&targetId=105' },
          { kind: 'season', nflId: 104, season: 2024, query: 'season=2024&seasonType=REG&targetId=104' },
        ],
      },
    ],
  },
};

/** The shell's calls and the insights call; `answer` answers each insights request. */
function stubInsightsCalls(
  answer: (request: Request) => Response | Promise<Response> = () => jsonResponse(insights),
) {
  return stubFetch({
    '/api/schedules/current': () => jsonResponse(currentWeek),
    '/api/teams/all': () => jsonResponse({ teams: Object.values(teams) }),
    '/api/scores/live/games': () => jsonResponse(weekGames),
    '/api/schedules/week/odds': () => jsonResponse({ odds: [] }),
    '/api/secured/fantasy/insights': answer,
  });
}

/** The query strings of the insights calls made so far. */
const insightsCalls = (fetchMock: ReturnType<typeof stubInsightsCalls>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/secured/fantasy/insights')
    .map((url) => Object.fromEntries(url.searchParams));

const cardOf = async (name: string) =>
  (await screen.findByRole('link', { name })).closest<HTMLElement>('[data-testid="insight-card"]')!;

// The route loads the page's code on first visit: loaded once here, so a test's waits (5 s) are
// for the page to render, not for a busy machine to import it.
beforeAll(async () => {
  await Promise.all([import('./fantasy-insights-page'), import('../../../routes/section-page')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the fantasy insights page', () => {
  it("shows the week and every section's cards with their figures, player, team and film links", async () => {
    const fetchMock = stubInsightsCalls();
    renderApp({ path: '/fantasy/insights' });
    expect(await screen.findByRole('heading', { name: 'Fantasy Insights', level: 1 })).toBeTruthy();
    expect((await screen.findByTestId('insights-week')).textContent).toBe('Week 6, 2024');
    expect(screen.getByText('Figures from weeks 1–5; the last 3 weeks are weeks 3–5.')).toBeTruthy();
    // Standard scoring for a session without an account.
    expect(insightsCalls(fetchMock)).toEqual([{ scoring: '0' }]);
    for (const name of [
      'Usage risers and fallers',
      'Matchups this week',
      'Buy low, sell high',
      'Injuries that open a role',
    ]) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeTruthy();
    }

    const riser = await cardOf('Rex Runner');
    expect(within(riser).getByRole('link', { name: 'Rex Runner' }).getAttribute('href')).toBe(
      '/players/player/101',
    );
    expect(within(riser).getByRole('link', { name: 'KC' }).getAttribute('href')).toBe('/teams/team/2310');
    const carries = within(riser).getByRole('row', { name: /^Carries/ });
    expect([...carries.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '28.3',
      '23.8',
      '+4.5',
    ]);
    expect(carries.getAttribute('data-key-figure')).toBe('true');
    expect(within(riser).getByRole('row', { name: /^Snap share/ }).textContent).toContain('82.8%');
    expect(
      within(riser).getByRole('link', { name: 'Wk 5 vs AZ: Rex Runner on film' }).getAttribute('href'),
    ).toBe('/film/plays?gameId=2024100600&rusherId=101');
    expect(screen.getByText("No player's usage fell past the thresholds.")).toBeTruthy();

    const matchup = await cardOf('Quinn Passer');
    expect(within(matchup).getByText('Best')).toBeTruthy();
    expect(within(matchup).getByRole('link', { name: 'LV' }).getAttribute('href')).toBe('/teams/team/2520');
    expect(within(matchup).getByRole('row', { name: /^Adjusted/ }).textContent).toContain('+4.9');
    expect(within(matchup).getByRole('row', { name: /^Rank/ }).textContent).toContain('2 of 32');
    expect(within(matchup).getByRole('link', { name: 'LV vs the pass: LV defense on film' })).toBeTruthy();
    // The game in place of his team: KC at home to LV.
    expect(within(matchup).getByText(/^QB ·/).textContent).toBe('QB · KC vs LV');
    expect(screen.getByText('No RB matchups this week.')).toBeTruthy();

    const buy = await cardOf('Wes Wideout');
    expect(within(buy).getByText('Buy low')).toBeTruthy();
    const targets = within(buy).getByRole('row', { name: /^Targets/ });
    expect([...targets.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '6.3',
      '× 1.46',
      '9.2',
    ]);
    expect(within(buy).getByRole('row', { name: /^Difference/ }).textContent).toContain('-3.8');

    const injury = await cardOf('Ike Hurt');
    expect(within(injury).getByText('Out')).toBeTruthy();
    expect(within(injury).getByText('Hamstring')).toBeTruthy();
    expect(within(injury).getByRole('link', { name: 'Ned Next' }).getAttribute('href')).toBe(
      '/players/player/105',
    );
    expect(within(injury).getByText(/WR 4 on this week's depth chart \(questionable\)/)).toBeTruthy();
    expect(within(injury).getByRole('link', { name: 'Next: 2024 season: Ned Next on film' })).toBeTruthy();
    expect(within(injury).getByRole('link', { name: 'Hurt: 2024 season: Ike Hurt on film' })).toBeTruthy();
  });

  it('switches the scoring from the keyboard, keeping it in the address', async () => {
    const fetchMock = stubInsightsCalls((request) => {
      const scoring = Number(new URL(request.url).searchParams.get('scoring'));
      return jsonResponse({ ...insights, scoring });
    });
    const { router } = renderApp({ path: '/fantasy/insights?week=6' });
    const scoring = await screen.findByRole('group', { name: 'Scoring' });
    expect(within(scoring).getByRole('button', { name: 'Standard' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const ppr = within(scoring).getByRole('button', { name: 'PPR' });
    ppr.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(router.state.location.search).toBe('?week=6&scoring=1'));
    await waitFor(() => expect(ppr.getAttribute('aria-pressed')).toBe('true'));
    expect(insightsCalls(fetchMock)).toEqual([
      { week: '6', scoring: '0' },
      { week: '6', scoring: '1' },
    ]);
  });

  it("asks in the account's scoring, and names what it ignored of the address", async () => {
    const fetchMock = stubInsightsCalls();
    const session = createStaticSession({
      account: { data: { display: { pointsPerReception: 0.5 } } } as never,
    });
    renderApp({ path: '/fantasy/insights?scoring=7', session });
    expect(await screen.findByText('Scoring “7” is not 0, 0.5 or 1. The defaults are shown.')).toBeTruthy();
    await screen.findByTestId('insights-week');
    expect(insightsCalls(fetchMock)).toEqual([{ scoring: '0.5' }]);
  });

  it('shows loading, then an error with Retry that asks again', async () => {
    let calls = 0;
    stubInsightsCalls(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ message: 'The league is resting', statusCode: 503 }, { status: 503 })
        : jsonResponse(insights);
    });
    renderApp({ path: '/fantasy/insights' });
    expect(await screen.findByRole('status', { name: 'Loading the insights' })).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText(/The insights could not be loaded/)).toBeTruthy();
    fireEvent.click(retry);
    expect(await screen.findByTestId('insights-week')).toBeTruthy();
  });

  it('says when the week has no weeks before it', async () => {
    stubInsightsCalls(() => jsonResponse({ ...insights, week: 1, throughWeek: 0, recentFirstWeek: 1 }));
    renderApp({ path: '/fantasy/insights?week=1' });
    expect(
      await screen.findByText(
        'No insights for week 1 of 2024 yet: they read the finished games of the weeks before it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Usage risers and fallers' })).toBeNull();
  });

  it('sends a signed-out visitor home with freemium on, without asking for the insights', async () => {
    const fetchMock = stubInsightsCalls();
    const config = { ...testAppConfig, authEnabled: true, freemium: true, freemiumRoutes: ['/games/*'] };
    const { router } = renderApp({
      path: '/fantasy/insights',
      config,
      session: createStaticSession({ user: SIGNED_OUT_USER_STATE }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(insightsCalls(fetchMock)).toEqual([]);
  });
});
