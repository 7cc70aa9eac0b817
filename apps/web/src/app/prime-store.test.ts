import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { testAppConfig } from '../testing/fixtures';
import { createTestQueryClient } from '../testing/render-app';
import { currentWeek } from '../testing/schedule-fixtures';
import { createStaticSession } from '../lib/session/session';
import { subscriber } from '../testing/player-fixtures';
import { primeStore } from './prime-store';

const RANKING = '/api/secured/stats/fantasy/season';
const STANDINGS = '/api/schedules/standings';

function stubPrimingCalls() {
  const fetchMock = stubFetch({
    [STANDINGS]: () => jsonResponse({ weeks: [] }),
    [RANKING]: () => jsonResponse({ players: [] }),
  });
  return (path: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === path)
      .map((url) => Object.fromEntries(url.searchParams));
}

const signedIn = { ...testAppConfig, authEnabled: true };

describe('primeStore', () => {
  it("asks a subscriber's standings and the season's 500 by fpStd, the fantasy stats page's default view", async () => {
    const queries = stubPrimingCalls();
    await primeStore(createTestQueryClient(), signedIn, subscriber(), currentWeek);
    expect(queries(STANDINGS)).toHaveLength(1);
    expect(queries(RANKING)).toEqual([
      {
        season: String(currentWeek.season),
        limit: '500',
        sortKey: 'fpStd',
        sortValue: 'DESC',
        position: 'QB,RB,WR,TE,K',
      },
    ]);
  });

  it('asks nothing for a signed-in user without a plan while freemium is off', async () => {
    const queries = stubPrimingCalls();
    await primeStore(createTestQueryClient(), signedIn, createStaticSession(), currentWeek);
    expect([...queries(STANDINGS), ...queries(RANKING)]).toEqual([]);
  });

  it('asks the standings only when freemium is on for a user without a plan, or the fantasy feature is off', async () => {
    const queries = stubPrimingCalls();
    await primeStore(
      createTestQueryClient(),
      { ...signedIn, freemium: true },
      createStaticSession(),
      currentWeek,
    );
    await primeStore(
      createTestQueryClient(),
      { ...signedIn, featureFantasy: false },
      subscriber(),
      currentWeek,
    );
    expect(queries(STANDINGS)).toHaveLength(2);
    expect(queries(RANKING)).toEqual([]);
  });
});
