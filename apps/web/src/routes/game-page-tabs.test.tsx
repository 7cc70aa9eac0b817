import type { AccountInfo, GameResponse } from '@all22/contracts';
import { makePlayRecord } from '@all22/domain/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../testing/fetch-stub';
import { detailHeader, stubGameCalls } from '../testing/game-fixtures';
import { createStaticSession } from '../lib/session/session';
import { renderApp } from '../testing/render-app';
import { currentWeek, finalGame, teams, upcomingGame } from '../testing/schedule-fixtures';
import { subscriber } from '../testing/team-fixtures';

/** The game page's tabs built on more than the header: Pro Preview, Insights, Articles. */
// The route's code loads on demand: load it once here, so the first case's 5 s is for the case.
beforeAll(async () => {
  await import('./game-page');
}, 30_000);

describe("the game page's tabs", () => {
  it('leaves the line out of the preview, and does not fetch it, for a user who switched live odds off', async () => {
    const account: AccountInfo = {
      UID: 'u1',
      email: 'fan@example.com',
      createdTimestamp: 0,
      profile: { firstName: 'Pat', lastName: 'Fan' },
      data: {
        display: { showOddsInfo: false, pointsPerReception: 0, clipTypes: ['SIDELINE', 'ENDZONE'] },
        league: { favoriteTeams: [] },
      },
    };
    const fetchMock = stubGameCalls(upcomingGame);
    renderApp({ path: `/games/game/${upcomingGame.gameId}`, session: createStaticSession({ account }) });
    await screen.findByRole('heading', { name: 'Matchup' });
    await screen.findByText(/^Kick-off SUN OCT 13/);
    expect(screen.queryByTestId('game-odds')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/schedules/week/odds'))).toBe(
      false,
    );
  });

  it("previews each team's season figures and key players, linking to their pages", async () => {
    const season = (team: GameResponse['homeTeam'], ppg: number) => ({
      teamId: team.teamId,
      season: 2024,
      seasonType: 'REG',
      games: 5,
      stats: {
        ppg,
        ppgAllowed: 20,
        totalYpg: 1234.56,
        passYpg: 250,
        rushYpg: 110,
        thirdDownPercentage: 41.23,
      },
      players: {
        passing: [
          {
            nflId: 7000 + Number(team.teamId),
            displayName: `${team.nick} Passer`,
            position: 'QB',
            jerseyNumber: 1,
            teamId: team.teamId,
            stats: { yards: 1500, touchdowns: 10, interceptions: 3 },
          },
        ],
        rushing: [],
        receiving: [],
        defense: [],
        kicking: [],
      },
    });
    const homePasserId = 7000 + Number(upcomingGame.homeTeam.teamId);
    stubGameCalls(upcomingGame, currentWeek, {
      // The home passer's season lines: he qualifies (150 attempts in 5 games), so the preview
      // shows his header's Season Stats; the visitor's are not found and keep the plain figures.
      '/api/players/seasons': (request) =>
        new URL(request.url).searchParams.get('playerId') === String(homePasserId)
          ? jsonResponse({
              nflId: homePasserId,
              seasons: [
                {
                  season: 2024,
                  seasonType: 'REG',
                  teamId: upcomingGame.homeTeam.teamId,
                  position: 'QB',
                  gamesPlayed: 5,
                  gamesDnp: 0,
                  fpStd: 100,
                  fpHalfPPR: 100,
                  fpPPR: 100,
                  stats: {
                    passing: {
                      attempts: 150,
                      yardsPerGame: 300,
                      touchdownsPerGame: 2,
                      interceptionsPerGame: 0.6,
                    },
                    rushing: {},
                    receiving: {},
                    defense: {},
                    coverage: {},
                    kicking: {},
                    punting: {},
                    returning: {},
                  },
                },
              ],
            })
          : jsonResponse({ message: 'No player', statusCode: 404 }, { status: 404 }),
      '/api/teams/stats': (request) => {
        const teamId = new URL(request.url).searchParams.get('teamId');
        return jsonResponse(
          teamId === upcomingGame.homeTeamId
            ? season(upcomingGame.homeTeam, 27.5)
            : season(upcomingGame.visitorTeam, 19),
        );
      },
    });
    renderApp({ path: `/games/game/${upcomingGame.gameId}` });
    const comparison = await screen.findByRole('table', { name: 'Season comparison' });
    const pointsRow = within(comparison).getByRole('row', { name: /^Points per game/ });
    expect(pointsRow.textContent).toBe('Points per game19.027.5');
    expect(within(comparison).getByRole('row', { name: /^Total yards per game/ }).textContent).toContain(
      '1,234.6',
    );
    const home = screen.getByRole('region', { name: 'San Francisco 49ers key players' });
    const passer = within(home).getByRole('link', { name: '49ers Passer' });
    expect(passer.getAttribute('href')).toBe(`/players/player/${7000 + Number(teams.sf.teamId)}`);
    await waitFor(() =>
      expect(home.textContent).toContain('QB · Pass YPG 300.0 · Pass TD/G 2.0 · INT/G 0.6'),
    );
    const visitor = screen.getByRole('region', { name: `${upcomingGame.visitorTeam.fullName} key players` });
    expect(visitor.textContent).toContain('QB · 1,500 yds, 10 TD, 3 INT');
  });

  it('lists the insights with the figures each rests on', async () => {
    const line = (team: GameResponse['homeTeam'], turnovers: number) => ({
      teamId: team.teamId,
      abbr: team.abbr,
      timeOfPossession: '30:00',
      stats: { turnovers, thirdDownConversions: 4, thirdDownAttempts: 10 },
    });
    stubGameCalls(finalGame, currentWeek, {
      '/api/games/teamStats': () =>
        jsonResponse({
          ...detailHeader(finalGame),
          home: line(finalGame.homeTeam, 3),
          visitor: line(finalGame.visitorTeam, 1),
        }),
    });
    const { container } = renderApp({ path: `/games/game/${finalGame.gameId}/insights` });
    await screen.findByRole('list', { name: 'Game insights' });
    const turnovers = container.querySelector('[data-insight="turnovers"]')!;
    expect(turnovers.textContent).toContain('BAL won the turnover battle by 2.');
    expect(turnovers.textContent).toContain('BAL turnovers1');
    expect(turnovers.textContent).toContain('NYG turnovers3');
    // Equal third-down rates name no leader, so that insight is left out.
    expect(container.querySelector('[data-insight="third-down"]')).toBeNull();
  });

  it('writes the game story from the play-by-play', async () => {
    stubGameCalls(finalGame);
    renderApp({ path: `/games/game/${finalGame.gameId}/articles` });
    const article = await screen.findByRole('article');
    // The stubbed plays carry no score: the story tells a scoreless tie, from those plays alone.
    expect(within(article).getByRole('heading', { level: 2 }).textContent).toBe('Ravens and Giants tie 0-0');
    expect(article.textContent).toContain('Neither team has scored.');
  });
});

describe('a started game’s preview and its videos', () => {
  it('says why the main page opened on the Box Score, and keeps the preview one click away', async () => {
    stubGameCalls(finalGame);
    const { router } = renderApp({ path: `/games/game/${finalGame.gameId}` });
    const notice = await screen.findByText(/The game has kicked off, so its page opens on the Box Score/);
    expect(router.state.location.pathname).toBe(`/games/game/${finalGame.gameId}/box-score`);
    const tab = within(screen.getByRole('navigation', { name: 'Game' })).getByRole('tab', {
      name: 'Pro Preview',
    });
    expect(tab.getAttribute('href')).toBe(`/games/game/${finalGame.gameId}?preview`);
    fireEvent.click(within(notice.closest('[role="alert"]') as HTMLElement).getByRole('link'));
    expect(await screen.findByText(/This preview is from before kick-off; the game is over/)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Matchup' })).toBeTruthy();
    expect(router.state.location.search).toBe('?preview');
  });

  it('lists the film a quarter at a time, collapsed, by drive', async () => {
    const toPlay = (playId: number, quarter: number, drive: number) => {
      const record = {
        ...makePlayRecord({ sequence: playId, quarter, drive, description: `Play number ${playId}.` }),
        gameId: finalGame.gameId,
        playId,
        possessionTeamId: finalGame.visitorTeamId,
      };
      return { ...record, id: `${record.gameId}-${record.playId}` };
    };
    const plays = [toPlay(1, 1, 1), toPlay(2, 1, 1), toPlay(3, 2, 2)];
    stubGameCalls(finalGame, currentWeek, {
      '/api/plays': () => jsonResponse({ plays, total: plays.length, page: 1, pageSize: 100 }),
    });
    renderApp({ path: `/games/game/${finalGame.gameId}/videos`, session: subscriber() });
    const first = await screen.findByRole('button', { name: /1st quarter\s*2 plays/ });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: /2nd quarter\s*1 play/ })).toBeTruthy();
    expect(screen.queryByText('Play number 1.')).toBeNull();
    fireEvent.click(first);
    const drive = await screen.findByRole('region', { name: `${finalGame.visitorTeam.abbr} drive 1` });
    const links = within(drive).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Film of Play number 1.',
      'Film of Play number 2.',
    ]);
    expect(links[1]!.getAttribute('href')).toMatch(/&n=2$/);
  });
});
