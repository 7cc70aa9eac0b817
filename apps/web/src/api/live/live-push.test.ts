import type { LiveGameEvent } from '@all22/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveGamesQueryOptions } from '../schedules/get-live-games';
import { FakeEventSource } from '../../testing/fake-event-source';
import { testAppConfig } from '../../testing/fixtures';
import { currentWeek, liveGame, weekGames } from '../../testing/schedule-fixtures';
import { openLivePush } from './live-push';

const scoreChange: LiveGameEvent = {
  type: 'game',
  gameId: liveGame.gameId,
  season: 2024,
  seasonType: 'REG',
  week: 6,
  phase: 'INGAME',
  displayStatus: 'Q2 02:00',
  quarter: 2,
  clock: '02:00',
  possessionTeamId: null,
  down: null,
  distance: null,
  yardLine: null,
  downAndDist: null,
  isRedzone: false,
  homeScore: 21,
  visitorScore: 7,
};

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const { queryKey } = liveGamesQueryOptions(testAppConfig, currentWeek);
  queryClient.setQueryData(queryKey, weekGames);
  const connection = openLivePush({
    config: testAppConfig,
    queryClient,
    createEventSource: (url) => new FakeEventSource(url),
    reconnectDelayMs: 1_000,
  });
  const homeScore = () =>
    queryClient.getQueryData(queryKey)?.games.find((game) => game.gameId === liveGame.gameId)?.homeTeam.score
      .total;
  return { queryClient, connection, queryKey, homeScore };
}

describe('openLivePush', () => {
  beforeEach(() => FakeEventSource.reset());
  afterEach(() => vi.useRealTimers());

  it('opens GET /api/live and reports the status', () => {
    const { connection } = setUp();
    expect(FakeEventSource.latest().url).toBe('/api/live');
    expect(connection.getStatus()).toBe('connecting');
    FakeEventSource.latest().open();
    expect(connection.getStatus()).toBe('open');
    FakeEventSource.latest().fail();
    expect(connection.getStatus()).toBe('down');
    connection.close();
  });

  it('puts a pushed game change into every cached games list', () => {
    const { connection, homeScore } = setUp();
    FakeEventSource.latest().open();
    FakeEventSource.latest().emit('game', scoreChange, '41');
    expect(homeScore()).toBe(21);
    connection.close();
  });

  it('skips events it cannot read', () => {
    const { connection, homeScore } = setUp();
    FakeEventSource.latest().emit('game', { type: 'game', gameId: 'x' }, '41');
    expect(homeScore()).toBe(liveGame.homeTeam.score.total);
    connection.close();
  });

  it('refetches the schedules when a new week begins', () => {
    const { queryClient, connection, queryKey } = setUp();
    FakeEventSource.latest().emit('week', { type: 'week', season: 2024, seasonType: 'REG', week: 7 }, '42');
    expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
    connection.close();
  });

  it('refetches the lists when the server says it missed changes', () => {
    const { queryClient, connection, queryKey } = setUp();
    expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(false);
    FakeEventSource.latest().emit('resync', { type: 'resync' }, '');
    expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
    connection.close();
  });

  it('reopens a stream the browser gave up on, asking for the events it missed', async () => {
    vi.useFakeTimers();
    const { connection } = setUp();
    const first = FakeEventSource.latest();
    first.open();
    first.emit('game', scoreChange, '41');
    first.fail({ isFinal: true });
    expect(connection.getStatus()).toBe('down');
    expect(FakeEventSource.instances).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.latest().url).toBe('/api/live?lastEventId=41');
    FakeEventSource.latest().open();
    expect(connection.getStatus()).toBe('open');
    connection.close();
  });

  it('stays down without EventSource, so views poll', () => {
    const queryClient = new QueryClient();
    const connection = openLivePush({ config: testAppConfig, queryClient, createEventSource: null });
    expect(connection.getStatus()).toBe('down');
    connection.close();
  });
});

describe('a push that arrives while a list is being fetched', () => {
  beforeEach(() => FakeEventSource.reset());

  it('fetches the list again, so the older answer cannot overwrite the change', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = liveGamesQueryOptions(testAppConfig, currentWeek);
    const answers: ((value: typeof weekGames) => void)[] = [];
    const queryFn = vi.fn(() => new Promise<typeof weekGames>((resolve) => answers.push(resolve)));
    queryClient.setQueryData(options.queryKey, weekGames);
    const refetch = queryClient.fetchQuery({ queryKey: options.queryKey, queryFn, staleTime: 0 });
    const connection = openLivePush({
      config: testAppConfig,
      queryClient,
      createEventSource: (url) => new FakeEventSource(url),
    });

    FakeEventSource.latest().emit('game', scoreChange, '41');
    FakeEventSource.latest().emit('game', { ...scoreChange, displayStatus: 'Q2 01:58' }, '42');
    // Once after the burst, not once per event.
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    const changed = {
      games: weekGames.games.map((game) =>
        game.gameId === liveGame.gameId
          ? { ...game, homeTeam: { ...game.homeTeam, score: { total: 21 } } }
          : game,
      ),
    };
    answers[0]?.(weekGames);
    answers[1]?.(changed);
    await refetch.catch(() => undefined);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryFn).toHaveBeenCalledTimes(2);
    const data = queryClient.getQueryData(options.queryKey);
    expect(data?.games.find((game) => game.gameId === liveGame.gameId)?.homeTeam.score.total).toBe(21);
    connection.close();
  });
});
