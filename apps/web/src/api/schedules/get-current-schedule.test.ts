import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../testing/fetch-stub';
import { testAppConfig } from '../../testing/fixtures';
import { createTestQueryClient } from '../../testing/render-app';
import { currentWeek, finalGame, weekGames } from '../../testing/schedule-fixtures';
import { currentScheduleQueryOptions } from './get-current-schedule';

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the current schedule', () => {
  it("is the league's current week", async () => {
    stubFetch({ '/api/schedules/current': () => jsonResponse(currentWeek) });
    const current = await createTestQueryClient().fetchQuery(currentScheduleQueryOptions(testAppConfig));
    expect(current).toEqual(currentWeek);
  });

  it('is the week of the `week` query outside production, its final games counted as played', async () => {
    window.history.replaceState(null, '', '/?week=2024-REG-5');
    const fetchMock = stubFetch({ '/api/scores/live/games': () => jsonResponse(weekGames) });
    const current = await createTestQueryClient().fetchQuery(currentScheduleQueryOptions(testAppConfig));
    expect(current).toEqual({
      season: 2024,
      seasonType: 'REG',
      week: 5,
      weekSlug: 'WEEK_5',
      gamesPlayedSmartIds: [finalGame.smartId],
      numberOfGamesPlayed: 1,
    });
    const [url] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('season=2024&seasonType=REG&week=5');
  });

  it('ignores the `week` query in production', async () => {
    window.history.replaceState(null, '', '/?week=2024-REG-5');
    stubFetch({ '/api/schedules/current': () => jsonResponse(currentWeek) });
    const production = { ...testAppConfig, appEnv: 'production' as const };
    expect(await createTestQueryClient().fetchQuery(currentScheduleQueryOptions(production))).toEqual(
      currentWeek,
    );
  });
});
