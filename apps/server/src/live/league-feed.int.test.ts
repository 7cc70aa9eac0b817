import { feedState, games, playerGameStats, plays, standings, type DatabaseHandle } from '@all22/db';
import { createTestDatabase, testDatabaseTargets } from '@all22/db/testing';
import { createLeagueTimeline, deriveLiveGameState, parseLeagueClock } from '@all22/league';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LEAGUE_FIGURES_VERSION, readFeedCursor } from './feed-cursor.js';
import { createLeagueFeed, FeedMismatchError } from './league-feed.js';
import { createLiveChanges, type LiveChange } from '../changes/live-changes.js';
import { ensureLeagueTeams } from './ensure-league-teams.js';

const SEED = 'feed-test';
const FIRST_SEASON = 2024;
// Sunday of 2024 week 2, 2:30 pm Eastern: the early games are under way.
const DURING_WEEK_2 = '2024-09-15T18:30:00Z';
const LATER_THAT_DAY = '2024-09-15T21:00:00Z';

/** Plays due at an instant according to the league itself, for comparison with the database. */
const expectedPlays = (instant: string) => {
  const updates = createLeagueTimeline({ seed: SEED, firstSeason: FIRST_SEASON }).advanceTo(
    Date.parse(instant),
  );
  const all = updates.flatMap((update) => update.games);
  return {
    games: all.length,
    plays: all.reduce((sum, game) => sum + deriveLiveGameState(game, Date.parse(instant)).revealedCount, 0),
    live: all.filter((game) => {
      const phase = deriveLiveGameState(game, Date.parse(instant)).phase;
      return phase === 'INGAME' || phase === 'HALFTIME';
    }).length,
  };
};

describe.each(testDatabaseTargets())('league feed on %s', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(target);
    await ensureLeagueTeams(database);
  });
  afterAll(() => database?.close());

  const feedAt = async (instant: string, seed = SEED) => {
    const changes = await createLiveChanges(database, () => undefined);
    const feed = createLeagueFeed({
      database,
      seed,
      firstSeason: FIRST_SEASON,
      clock: parseLeagueClock(instant),
      changes,
    });
    return { feed, changes };
  };

  const countPlays = async () => Number((await database.db.select({ n: count() }).from(plays))[0]?.n);

  it('catches up to the clock: every game scheduled, past plays written, live games part-way', async () => {
    const { feed, changes } = await feedAt(DURING_WEEK_2);
    const report = await feed.catchUp();
    await changes.close();
    const expected = expectedPlays(DURING_WEEK_2);
    expect(expected.live).toBeGreaterThan(0);
    expect(report.playsWritten).toBe(expected.plays);
    expect(await countPlays()).toBe(expected.plays);

    const live = await database.db.select().from(games).where(eq(games.phase, 'INGAME'));
    expect(
      live.length + (await database.db.select().from(games).where(eq(games.phase, 'HALFTIME'))).length,
    ).toBe(expected.live);
    // Every final game's score is the sum of its scoring plays, and its box score agrees.
    const mismatches = await database.db.execute<{ game_id: number }>(sql`
      select g.game_id from games g
      where g.phase like '%FINAL%' and (
        g.home_score <> (select coalesce(sum(p.points), 0) from plays p where p.game_id = g.game_id and p.scoring_team_id = g.home_team_id)
        or g.visitor_score <> (select coalesce(sum(p.points), 0) from plays p where p.game_id = g.game_id and p.scoring_team_id = g.visitor_team_id)
      )`);
    expect(mismatches.rows).toEqual([]);
    // Week 1 is over, so its standings exist.
    const week1 = await database.db.select().from(standings).where(eq(standings.week, 1));
    expect(week1).toHaveLength(32);
    const [lines] = await database.db.select({ n: count() }).from(playerGameStats);
    expect(Number(lines?.n)).toBeGreaterThan(1000);
    // Season rows count finished games only, as the standings do: week 2's live games and the
    // games still to come add none yet.
    const miscounted = await database.db.execute<{ team_id: string }>(sql`
      select t.team_id from team_season_stats t
      where t.season = ${FIRST_SEASON} and t.season_type = 'REG' and t.games <> (
        select count(*) from games g
        where g.season = t.season and g.season_type = t.season_type and g.phase like '%FINAL%'
          and t.team_id in (g.home_team_id, g.visitor_team_id)
      )`);
    expect(miscounted.rows).toEqual([]);
    // Week 2 is under way with a game over: its standings so far count that game.
    const unbalanced = await database.db.execute<{ team_id: string }>(sql`
      select s.team_id from standings s
      where s.season = ${FIRST_SEASON} and s.week = 2 and s.overall_wins + s.overall_losses + s.overall_ties <> (
        select count(*) from games g
        where g.season = s.season and g.season_type = 'REG' and g.phase like '%FINAL%'
          and s.team_id in (g.home_team_id, g.visitor_team_id)
      )`);
    expect(unbalanced.rows).toEqual([]);
    const week2 = await database.db.select().from(standings).where(eq(standings.week, 2));
    expect(week2).toHaveLength(32);
    const pregame = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from games where season = ${FIRST_SEASON} and week = 2 and phase = 'PREGAME'`,
    );
    expect(Number(pregame.rows[0]?.n)).toBeGreaterThan(0);
  });

  it('writes nothing twice when started again at the same instant', async () => {
    const before = await countPlays();
    const { feed, changes } = await feedAt(DURING_WEEK_2);
    const report = await feed.catchUp();
    await changes.close();
    expect(report).toEqual({ weeksWritten: 0, playsWritten: 0, gamesUpdated: 0 });
    expect(await countPlays()).toBe(before);
  });

  it('resumes later in the day with exactly the missing plays, announcing each game change', async () => {
    const { feed, changes } = await feedAt(LATER_THAT_DAY);
    const heard: LiveChange[] = [];
    changes.subscribe((event) => heard.push(event.change));
    await feed.catchUp();
    expect(await countPlays()).toBe(expectedPlays(LATER_THAT_DAY).plays);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await changes.close();
    const gameChanges = heard.filter((change) => change.type === 'game');
    expect(gameChanges.length).toBeGreaterThan(0);
    for (const change of gameChanges) {
      if (change.type !== 'game') continue;
      const [row] = await database.db.select().from(games).where(eq(games.gameId, change.gameId));
      expect(row?.homeScore).toBe(change.homeScore);
    }
  });

  it('loads the league again when its figures were derived by an older version', async () => {
    const kickerPoints = async () =>
      Number(
        (
          await database.db
            .select({ points: sql<number>`sum(${playerGameStats.fpStd})` })
            .from(playerGameStats)
            .where(eq(playerGameStats.position, 'K'))
        )[0]?.points,
      );
    const scored = await kickerPoints();
    expect(scored).toBeGreaterThan(0);
    // As version 1 left it: kickers without points, a cursor without a figures version.
    await database.db.update(playerGameStats).set({ fpStd: 0 }).where(eq(playerGameStats.position, 'K'));
    await database.db.update(feedState).set({ cursor: sql`${feedState.cursor} - 'figuresVersion'` });
    expect((await readFeedCursor(database.db))?.figuresVersion).toBe(1);

    const { feed, changes } = await feedAt(LATER_THAT_DAY);
    await feed.catchUp();
    await changes.close();
    expect(await kickerPoints()).toBe(scored);
    expect(await countPlays()).toBe(expectedPlays(LATER_THAT_DAY).plays);
    expect((await readFeedCursor(database.db))?.figuresVersion).toBe(LEAGUE_FIGURES_VERSION);
  });

  it('refuses a database made from another seed', async () => {
    const { feed, changes } = await feedAt(LATER_THAT_DAY, 'another-seed');
    await expect(feed.catchUp()).rejects.toThrow(FeedMismatchError);
    await changes.close();
  });
});
