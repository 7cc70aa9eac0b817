import type { GameResponse } from '@all22/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../testing/fetch-stub';
import { testAppConfig } from '../testing/fixtures';
import { stubGameCalls } from '../testing/game-fixtures';
import { renderApp } from '../testing/render-app';
import { currentWeek, finalGame, liveGame, teams, upcomingGame } from '../testing/schedule-fixtures';

const header = () => screen.findByRole('region', { name: 'Game header' });

// The route's code loads on demand: load it once here, so the first case's 5 s is for the case.
beforeAll(async () => {
  await import('./game-page');
}, 30_000);

describe('the game page', () => {
  it('heads a final game with both teams, records with seed, the scores and the status', async () => {
    stubGameCalls(finalGame);
    renderApp({ path: `/games/game/${finalGame.gameId}/box-score` });
    const banner = await header();
    expect(within(banner).getByRole('heading', { level: 1 }).textContent).toBe(
      'Baltimore Ravens at New York Giants',
    );
    expect(within(banner).getByRole('link', { name: 'Baltimore Ravens' }).getAttribute('href')).toBe(
      `/teams/team/${teams.bal.teamId}`,
    );
    expect(within(banner).getByRole('link', { name: 'New York Giants' }).getAttribute('href')).toBe(
      `/teams/team/${teams.nyg.teamId}`,
    );
    await waitFor(() =>
      expect(within(banner).getByTestId('record-visitor').textContent).toBe('4-1 · 2nd seed'),
    );
    expect(within(banner).getByTestId('record-home').textContent).toBe('2-3');
    expect(within(banner).getByTestId('score-visitor').dataset.score).toBe('23');
    expect(within(banner).getByTestId('score-home').dataset.score).toBe('10');
    expect(within(banner).getByTestId('game-status').textContent).toBe('FINAL');
    await waitFor(() => expect(document.title).toBe('BAL @ NYG Box Score | All22'));
  });

  it('shows the down, distance, yard line and who has the ball while live', async () => {
    const live: GameResponse = {
      ...liveGame,
      visitorTeam: { ...liveGame.visitorTeam, hasPossession: true },
      awayTeam: { ...liveGame.visitorTeam, hasPossession: true },
      possessionTeamId: liveGame.visitorTeamId,
      hasPossession: true,
      down: 2,
      distance: 7,
      downAndDist: '2nd & 7',
      yardLine: 'BUF 35',
    };
    // The header follows the week's live games (pushed or polled), which carry the situation.
    stubGameCalls(liveGame, currentWeek, { '/api/scores/live/games': () => jsonResponse({ games: [live] }) });
    renderApp({ path: `/games/game/${live.gameId}/box-score` });
    const banner = await header();
    await waitFor(() =>
      expect(within(banner).getByTestId('game-situation').textContent).toBe('KC ball · 2nd & 7 · at BUF 35'),
    );
    expect(within(banner).getByRole('img', { name: 'KC has the ball' })).toBeTruthy();
    expect(within(banner).getByTestId('game-status').textContent).toBe('Q2 05:12');
  });

  it("fetches the box score again when the week's live games bring a new play of the game", async () => {
    const fetchMock = stubGameCalls(liveGame);
    const { queryClient } = renderApp({ path: `/games/game/${liveGame.gameId}/box-score` });
    await screen.findByRole('table', { name: 'Scoring by quarter' });
    const boxScoreCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/games/boxScore')).length;
    const before = boxScoreCalls();
    // What a push (or a poll) does: the week's games list gets the game's new state.
    queryClient.setQueriesData({ queryKey: ['schedules', 'games'] }, (list: unknown) => {
      const games = (list as { games: GameResponse[] }).games;
      return {
        games: games.map((game) =>
          game.gameId === liveGame.gameId
            ? {
                ...game,
                displayStatus: 'Q2 04:40',
                clock: '04:40',
                homeTeam: { ...game.homeTeam, score: { total: 21 } },
              }
            : game,
        ),
      };
    });
    await waitFor(() => expect(boxScoreCalls()).toBeGreaterThan(before));
    expect(screen.getByTestId('game-status').textContent).toBe('Q2 04:40');
    expect(screen.getByTestId('score-home').dataset.score).toBe('21');
  });

  it('says so when the league has no such game, and titles the page as loading until then', async () => {
    stubGameCalls(finalGame);
    renderApp({ path: '/games/game/2099010100' });
    await waitFor(() => expect(document.title).toBe('Game Loading... | All22'));
    expect(await screen.findByText('Game information is not yet available for this game.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Game header' })).toBeNull();
  });

  it("sends a started game's main page to its box score", async () => {
    stubGameCalls(finalGame);
    const { router } = renderApp({ path: `/games/game/${finalGame.gameId}` });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/games/game/${finalGame.gameId}/box-score`),
    );
    const scoring = await screen.findByRole('table', { name: 'Scoring by quarter' });
    const visitorRow = within(scoring).getAllByRole('row')[1]!;
    expect(visitorRow.textContent).toBe('Baltimore Ravens7100623');
    expect(screen.getByRole('tab', { name: 'Box Score', selected: true })).toBeTruthy();
  });

  it('keeps a pregame game on its Pro Preview with the line', async () => {
    stubGameCalls(upcomingGame);
    const { router } = renderApp({ path: `/games/game/${upcomingGame.gameId}` });
    expect(await screen.findByRole('heading', { name: 'Matchup' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/games/game/${upcomingGame.gameId}`);
    expect((await screen.findByTestId('game-odds')).textContent).toBe(
      'SF -3.5 | AZ +150 · SF -200 | O/U 44.5',
    );
  });

  it('links to the film of a final game whose film is out, by the domain rule', async () => {
    stubGameCalls(finalGame, {
      ...currentWeek,
      gamesPlayedSmartIds: [finalGame.smartId],
      numberOfGamesPlayed: 1,
    });
    renderApp({ path: `/games/game/${finalGame.gameId}/box-score` });
    const link = await within(await header()).findByRole('link', { name: 'Watch Film' });
    expect(link.getAttribute('href')).toBe(
      `/film/plays?season=2024&seasonType=REG&week=6&gameId=${finalGame.gameId}`,
    );
  });

  it('offers no film for a game that is not final, nor for a final one not yet in the played list', async () => {
    stubGameCalls(liveGame, { ...currentWeek, gamesPlayedSmartIds: [liveGame.smartId] });
    renderApp({ path: `/games/game/${liveGame.gameId}/box-score` });
    await screen.findByRole('table', { name: 'Scoring by quarter' });
    expect(screen.queryByRole('link', { name: 'Watch Film' })).toBeNull();
  });

  it('offers no film for a final game of the current week that is not in the played list yet', async () => {
    stubGameCalls(finalGame);
    renderApp({ path: `/games/game/${finalGame.gameId}/box-score` });
    await screen.findByRole('table', { name: 'Scoring by quarter' });
    await waitFor(() => expect(screen.getByTestId('record-visitor').textContent).not.toBe(''));
    expect(screen.queryByRole('link', { name: 'Watch Film' })).toBeNull();
  });

  it('lists every play of the play-by-play with a described win-probability chart', async () => {
    stubGameCalls(finalGame);
    const { container } = renderApp({ path: `/games/game/${finalGame.gameId}/play-by-play` });
    await screen.findByText('Run number 3.');
    expect(container.querySelectorAll('[data-play-id]')).toHaveLength(3);
    const chart = screen.getByRole('figure', { name: 'Win probability' });
    expect(chart.textContent).toContain('After the first play: BAL 60.0%. At the end: BAL 70.0%.');
  });

  it('shows every tab outside production and hides Team Stats, Videos, Articles and Box Score V2 in it', async () => {
    stubGameCalls(finalGame);
    renderApp({ path: `/games/game/${finalGame.gameId}/box-score` });
    const tabs = async () =>
      within(await screen.findByRole('navigation', { name: 'Game' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent);
    expect(await tabs()).toEqual([
      'Pro Preview',
      'Box Score',
      'Play by Play',
      'Stats',
      'Insights',
      'Team Stats',
      'Videos',
      'Articles',
      'Box Score V2',
    ]);
  });

  it('hides the four lower-environment tabs in production', async () => {
    stubGameCalls(finalGame);
    renderApp({
      path: `/games/game/${finalGame.gameId}/box-score`,
      config: { ...testAppConfig, appEnv: 'production' },
    });
    const nav = await screen.findByRole('navigation', { name: 'Game' });
    expect(
      within(nav)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Pro Preview', 'Box Score', 'Play by Play', 'Stats', 'Insights']);
  });

  it('shows the error with Retry when the box score fails, and the header still', async () => {
    stubGameCalls(finalGame, currentWeek, {
      '/api/games/boxScore': () =>
        jsonResponse({ message: 'Box score is down', statusCode: 503 }, { status: 503 }),
    });
    renderApp({ path: `/games/game/${finalGame.gameId}/box-score` });
    expect(await screen.findByText(/The box score could not be loaded\. Box score is down/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Game header' })).toBeTruthy();
  });
});
