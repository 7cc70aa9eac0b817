import { createDatabase, plays, type DatabaseHandle } from '@all22/db';
import { createTestDatabase } from '@all22/db/testing';
import { createLeagueTimeline, deriveLiveGameState, parseLeagueClock } from '@all22/league';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLeagueTeams } from './ensure-league-teams.js';
import { createFeedLeadership } from './feed-leadership.js';
import { createLeagueFeed, type LeagueFeed } from './league-feed.js';
import { createLiveChanges, type LiveChanges } from '../changes/live-changes.js';

const SEED = 'leader-test';
const CLOCK = '2024-08-20T12:00:00Z'; // the Hall of Fame game and two preseason weeks of 2024

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  const running: { feed: LeagueFeed; changes: LiveChanges }[] = [];

  beforeAll(async () => {
    first = await createTestDatabase('postgres');
    // A second pool on the same database stands for a second server process.
    const { rows } = await first.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name ?? ''}`;
    second = await createDatabase({ databaseUrl: url.toString() });
    await ensureLeagueTeams(first);
  });
  afterAll(async () => {
    for (const { feed, changes } of running) {
      await feed.stop();
      await changes.close();
    }
    await second?.close();
    await first?.close();
  });

  const startFeed = async (database: DatabaseHandle) => {
    const changes = await createLiveChanges(database, () => undefined);
    const feed = createLeagueFeed({
      database,
      seed: SEED,
      firstSeason: 2024,
      clock: parseLeagueClock(CLOCK),
      changes,
      leadership: createFeedLeadership(database),
    });
    running.push({ feed, changes });
    return feed;
  };

  it('lets exactly one of them write, and the other take over when it stops', async () => {
    const [a, b] = await Promise.all([startFeed(first), startFeed(second)]);
    const reports = await Promise.all([a.catchUp(), b.catchUp()]);
    const states = [a.status().state, b.status().state].sort();
    expect(states).toEqual(['following', 'live']);

    const expected = createLeagueTimeline({ seed: SEED, firstSeason: 2024 })
      .advanceTo(Date.parse(CLOCK))
      .flatMap((update) => update.games)
      .reduce((sum, game) => sum + deriveLiveGameState(game, Date.parse(CLOCK)).revealedCount, 0);
    expect(reports[0].playsWritten + reports[1].playsWritten).toBe(expected);
    const [stored] = await first.db.select({ n: count() }).from(plays);
    expect(Number(stored?.n)).toBe(expected);

    // The leader stops (its lock goes with its connection); the follower's next tick leads.
    const [leader, follower] = a.status().state === 'live' ? [a, b] : [b, a];
    await leader.stop();
    const takeover = await follower.tick();
    expect(follower.status().state).toBe('live');
    expect(takeover.playsWritten).toBe(0);
    // Nothing was written twice on the way.
    const [after] = await first.db.select({ n: count() }).from(plays);
    expect(Number(after?.n)).toBe(expected);
  });
});
