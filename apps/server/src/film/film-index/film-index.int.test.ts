import { fromPlayRow, games, plays } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { FILM_FILTER_FIELDS, type FilmFilterField, type FilmFilters, type SeasonType } from '@all22/domain';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceLiveChange } from '../../testing/announce-live-change.js';
import { buildLeagueTestApp, type LeagueTestApp } from '../../testing/league-test-app.js';
import type { PlaySearch } from '../play-finder.js';
import { loadPlaysByKey } from '../load-plays-by-key.js';
import { createSqlPlayFinder } from '../sql-play-finder.js';

/** A small seeded generator (mulberry32), so a failing combination can be replayed. */
const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
};

/** Filters that read another one (defenderId, nflId) are drawn with it half of the time. */
const DEFENDER_FLAGS = FILM_FILTER_FIELDS.filter(
  (field) => field.group === 'Defense' && field.type.kind === 'boolean',
).map((field) => field.key);

describe.each(testDatabaseTargets())('the film index on %s', (target) => {
  let league: LeagueTestApp;
  const pools = { players: [] as number[], teams: [] as string[], games: [] as number[] };

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    await league.app.filmIndex.whenReady();
    const { db } = league.database;
    const people = await db.execute<{ id: number }>(sql`
      select distinct id from (
        select ${plays.passerId} as id from ${plays} where ${plays.passerId} is not null
        union all select ${plays.targetId} from ${plays} where ${plays.targetId} is not null
        union all select unnest(${plays.sackerIds}) from ${plays}
        union all select unnest(${plays.tacklerIds}) from ${plays}
        union all select ${plays.interceptorId} from ${plays} where ${plays.interceptorId} is not null
        union all select ${plays.nearestDefenderId} from ${plays} where ${plays.nearestDefenderId} is not null
      ) ids order by id limit 400`);
    pools.players = people.rows.map((row) => Number(row.id));
    pools.teams = (await db.selectDistinct({ teamId: plays.possessionTeamId }).from(plays)).map(
      (row) => row.teamId,
    );
    pools.games = (await db.selectDistinct({ gameId: plays.gameId }).from(plays)).map((row) => row.gameId);
  }, 180_000);
  afterAll(() => league?.close());

  const compare = async (search: PlaySearch) => {
    const sqlFinder = createSqlPlayFinder(league.database.db);
    const [fromIndex, fromSql] = [
      await league.app.filmIndex.findPlays(search),
      await sqlFinder.findPlays(search),
    ];
    expect(league.app.filmIndex.status().state, 'the index answered').toBe('ready');
    const label = JSON.stringify(search);
    expect(fromIndex.total, label).toBe(fromSql.total);
    expect(fromIndex.keys, label).toEqual(fromSql.keys);
    return fromSql.total;
  };

  it('has loaded every play', async () => {
    const [row] = await league.database.db.select({ total: sql<number>`count(*)::integer` }).from(plays);
    expect(league.app.filmIndex.status()).toMatchObject({ state: 'ready', plays: row?.total });
  });

  it('answers random filter combinations exactly as the SQL finder does', async () => {
    const random = createRandom(22);
    const valueOf = (field: FilmFilterField): unknown => {
      switch (field.type.kind) {
        case 'boolean':
          return random.next() < 0.5;
        case 'enum':
          return random.pick(field.type.values);
        case 'integer':
          return field.type.min + Math.floor(random.next() * (field.type.max - field.type.min + 1));
        case 'seasons':
          return random.next() < 0.7 ? [2024] : [2023, 2024, 2025].filter(() => random.next() < 0.5);
        case 'id':
          if (field.type.idKind === 'team') return random.next() < 0.95 ? random.pick(pools.teams) : '9999';
          if (field.type.idKind === 'game') return random.pick(pools.games);
          return random.next() < 0.95 ? random.pick(pools.players) : 999_999_999;
      }
    };
    let matched = 0;
    const rounds = 160;
    for (let round = 0; round < rounds; round++) {
      const filters: Record<string, unknown> = {};
      const keys = 1 + Math.floor(random.next() * 3);
      for (let i = 0; i < keys; i++) {
        const field = random.pick(FILM_FILTER_FIELDS) as FilmFilterField;
        filters[field.key] = valueOf(field);
        const isDefensive = DEFENDER_FLAGS.includes(field.key as never) || field.key === 'def_alignment';
        if (isDefensive && random.next() < 0.5) filters.defenderId = random.pick(pools.players);
        if (field.key === 'ballCarrier' && random.next() < 0.5) filters.nflId = random.pick(pools.players);
      }
      const search: PlaySearch = {
        filters: filters as FilmFilters,
        offset: random.pick([0, 0, 0, 10, 120]),
        limit: random.pick([1, 50, 200]),
      };
      if ((await compare(search)) > 0) matched += 1;
    }
    // Not vacuous: many combinations select something.
    expect(matched).toBeGreaterThan(rounds / 4);
  }, 300_000);

  it('answers the film room’s typical searches as the SQL finder does', async () => {
    const [passer] = await league.database.db
      .select({ nflId: plays.passerId })
      .from(plays)
      .where(isNotNull(plays.passerId))
      .groupBy(plays.passerId)
      .orderBy(desc(sql`count(*)`))
      .limit(1);
    const searches: FilmFilters[] = [
      {},
      { airYardType: 'DEEP' },
      { down: 3, passPlay: true, possessionTeamId: pools.teams[0] as never },
      { passerId: passer!.nflId! },
      { nflId: passer!.nflId!, ballCarrier: false },
      { season: [2024], seasonType: 'REG,POST', week: 3 },
      { targetNearestDefender: false, maxSpeedType: 'OVER_15' },
      { teamId: pools.teams[1] as never, redzone: true, touchdown: false },
    ];
    for (const filters of searches) {
      for (const offset of [0, 50, 5_000]) await compare({ filters, offset, limit: 50 });
    }
  }, 120_000);

  it('loads a page of plays by key exactly as Drizzle reads the rows', async () => {
    const { db } = league.database;
    const sample = await db
      .select()
      .from(plays)
      .orderBy(sql`md5(${plays.gameId}::text || ${plays.playId}::text)`)
      .limit(300);
    const keys = sample.map((play) => ({ gameId: play.gameId, playId: play.playId }));
    expect(await loadPlaysByKey(db, [...keys, { gameId: keys[0]!.gameId, playId: 987_654 }])).toEqual(
      sample.map(fromPlayRow),
    );
  });

  it('includes plays written after it was built: a live game’s next play and a new game', async () => {
    const { db } = league.database;
    // The feed announces what it writes; the index looks for changed games when it hears that.
    const announcePlays = ({
      season,
      seasonType,
      week,
    }: {
      season: number;
      seasonType: SeasonType;
      week: number;
    }) => announceLiveChange(league.app, league.database, { type: 'week', season, seasonType, week });
    const [live] = await db
      .select({ gameId: plays.gameId, sequence: sql<number>`max(${plays.sequence})::integer` })
      .from(plays)
      .groupBy(plays.gameId)
      .orderBy(desc(plays.gameId))
      .limit(1);
    const [last] = await db
      .select()
      .from(plays)
      .where(and(eq(plays.gameId, live!.gameId), eq(plays.sequence, live!.sequence)));
    const before = await league.app.filmIndex.findPlays({
      filters: { gameId: live!.gameId },
      offset: 0,
      limit: 500,
    });

    await db.insert(plays).values({ ...last!, playId: last!.playId + 10_000, sequence: last!.sequence + 1 });
    await db
      .update(games)
      .set({ updatedAt: sql`now()` })
      .where(eq(games.gameId, live!.gameId));
    await announcePlays(last!);
    const after = await league.app.filmIndex.findPlays({
      filters: { gameId: live!.gameId },
      offset: 0,
      limit: 500,
    });
    expect(after.total).toBe(before.total + 1);
    expect(after.keys.at(-1)).toEqual({ gameId: live!.gameId, playId: last!.playId + 10_000 });

    // A game with no plays yet gets its first ones.
    const [upcoming] = await db
      .select()
      .from(games)
      .where(sql`not exists (select 1 from ${plays} where ${plays.gameId} = ${games.gameId})`)
      .orderBy(games.gameId)
      .limit(1);
    const copies = await db
      .select()
      .from(plays)
      .where(eq(plays.gameId, live!.gameId))
      .orderBy(plays.sequence)
      .limit(3);
    await db.insert(plays).values(
      copies.map((play) => ({
        ...play,
        gameId: upcoming!.gameId,
        season: upcoming!.season,
        seasonType: upcoming!.seasonType,
        week: upcoming!.week,
        weekSlug: upcoming!.weekSlug as typeof play.weekSlug,
      })),
    );
    await db
      .update(games)
      .set({ updatedAt: sql`now()` })
      .where(eq(games.gameId, upcoming!.gameId));
    await announcePlays(upcoming!);
    expect(await compare({ filters: { gameId: upcoming!.gameId }, offset: 0, limit: 50 })).toBe(3);
    await compare({ filters: {}, offset: 0, limit: 200 });
    await compare({ filters: { passPlay: true }, offset: 0, limit: 50 });
  }, 60_000);
});
