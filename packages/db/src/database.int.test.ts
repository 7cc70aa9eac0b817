import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameId, NflId, SmartId, TeamId } from '@all22/domain';
import { and, arrayContains, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database, type DatabaseHandle } from './database.js';
import { getMigrationStatus, runMigrations } from './migrations.js';
import {
  games,
  type NewPlay,
  players,
  plays,
  savedFilmSearches,
  seasons,
  teams,
  users,
  weeks,
} from './schema/index.js';
import { createTestDatabase, testDatabaseTargets } from './testing/index.js';

// Casts rather than domain's as* helpers: the test needs only the brands, not domain at runtime.
const asTeamId = (id: string) => id as TeamId;
const asGameId = (id: number) => id as GameId;
const asNflId = (id: number) => id as NflId;
const asSmartId = (id: string) => id as SmartId;

const ARI = asTeamId('3800');
const KC = asTeamId('2310');
const GAME = asGameId(2024090800);
const PASSER = asNflId(52_001);
const RECEIVER = asNflId(52_002);
const DEFENDER = asNflId(52_003);

/** Inserts the league rows a play needs: a season, a week, two teams, a game and three players. */
async function seedLeague(db: Database): Promise<void> {
  await db.insert(seasons).values({ season: 2024, startDate: '2024-08-01', endDate: '2025-02-28' });
  await db.insert(weeks).values({
    season: 2024,
    seasonType: 'REG',
    week: 1,
    weekSlug: 'WEEK_1',
    weekType: 'REG',
    text: 'Week 1',
    startDate: '2024-09-04',
    endDate: '2024-09-10',
  });
  await db.insert(teams).values([
    {
      teamId: ARI,
      smartId: asSmartId('10403800-517c-7b8c-65a3-c61b95d86123'),
      abbr: 'ARI',
      city: 'Arizona',
      nick: 'Cardinals',
      fullName: 'Arizona Cardinals',
      conferenceAbbr: 'NFC',
      divisionAbbr: 'NCW',
      divisionFullName: 'NFC West',
      primaryColor: '#97233F',
      secondaryColor: '#000000',
    },
    {
      teamId: KC,
      smartId: asSmartId('10402310-a47e-2ce3-8c6b-2bd4dd9d7c3b'),
      abbr: 'KC',
      city: 'Kansas City',
      nick: 'Chiefs',
      fullName: 'Kansas City Chiefs',
      conferenceAbbr: 'AFC',
      divisionAbbr: 'ACW',
      divisionFullName: 'AFC West',
      primaryColor: '#E31837',
      secondaryColor: '#FFB81C',
    },
  ]);
  await db.insert(games).values({
    gameId: GAME,
    smartId: asSmartId('7d4015c1-1312-11ef-afd1-646009f18b2e'),
    season: 2024,
    seasonType: 'REG',
    week: 1,
    weekSlug: 'WEEK_1',
    homeTeamId: KC,
    visitorTeamId: ARI,
    isoTime: new Date('2024-09-08T17:00:00Z'),
    gameDate: '2024-09-08',
    gameTimeEastern: '13:00:00',
  });
  const player = (nflId: typeof PASSER, position: string, teamId: typeof KC, n: number) => ({
    nflId,
    smartId: asSmartId(`32000000-0000-0000-0000-00000000000${n}`),
    displayName: `Player ${n}`,
    firstName: 'Player',
    lastName: `${n}`,
    position,
    positionGroup: position,
    currentTeamId: teamId,
    birthDate: '1998-05-17',
    ratings: { speed: 88, awareness: 74 },
  });
  await db
    .insert(players)
    .values([player(PASSER, 'QB', KC, 1), player(RECEIVER, 'WR', KC, 2), player(DEFENDER, 'CB', ARI, 3)]);
}

const completion: NewPlay = {
  gameId: GAME,
  playId: 55,
  sequence: 1,
  season: 2024,
  seasonType: 'REG',
  week: 1,
  weekSlug: 'WEEK_1',
  quarter: 1,
  clock: '15:00',
  clockSeconds: 900,
  down: 1,
  distance: 10,
  yardsToGoType: 'LONG',
  possessionTeamId: KC,
  defenseTeamId: ARI,
  playType: 'play_type_pass',
  description: '(15:00) P.1 pass deep right to P.2 for 24 yards (P.3).',
  yardsGained: 24,
  passPlay: true,
  attempt: true,
  completion: true,
  reception: true,
  target: true,
  airYards: 21.5,
  airYardType: 'DEEP',
  passerId: PASSER,
  targetId: RECEIVER,
  nearestDefenderId: DEFENDER,
  routeRunnerIds: [RECEIVER],
  tacklerIds: [DEFENDER],
  coverageDefenderIds: [DEFENDER],
  offensePlayerIds: [PASSER, RECEIVER],
  defensePlayerIds: [DEFENDER],
  alignments: [`${RECEIVER}:WIDE`, `${DEFENDER}:CB`],
  homeScore: 0,
  visitorScore: 0,
  homeWinProbability: 0.61,
  videoClips: { sideline: 'https://video.example/55-sideline.mp4' },
};

describe.each(testDatabaseTargets())('database on %s', (target) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('connects with the requested driver and answers a ping', async () => {
    expect(handle.kind).toBe(target);
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it('runs migrations idempotently and reports them current', async () => {
    const before = await getMigrationStatus(handle);
    await runMigrations(handle);
    await runMigrations(handle);
    const after = await getMigrationStatus(handle);
    expect(after).toEqual(before);
    expect(after.isCurrent).toBe(true);
    expect(after.expected).toBeGreaterThan(0);
    expect(after.applied).toBe(after.expected);
  });

  it('lets concurrent starts migrate an empty database once', async () => {
    const fresh = await createTestDatabase(target, { migrated: false });
    try {
      expect(await getMigrationStatus(fresh)).toMatchObject({ applied: 0, isCurrent: false });
      // On PostgreSQL the pool hands each call its own connection, as two server processes would have.
      await Promise.all([runMigrations(fresh), runMigrations(fresh), runMigrations(fresh)]);
      const status = await getMigrationStatus(fresh);
      expect(status).toMatchObject({ applied: status.expected, isCurrent: true });
    } finally {
      await fresh.close();
    }
  });

  it('round-trips a play with array and jsonb columns', async () => {
    const { db } = handle;
    await seedLeague(db);
    await db.insert(plays).values(completion);

    const [stored] = await db
      .select()
      .from(plays)
      .where(and(eq(plays.gameId, GAME), arrayContains(plays.coverageDefenderIds, [DEFENDER])));
    expect(stored).toMatchObject({
      gameId: GAME,
      playId: 55,
      routeRunnerIds: [RECEIVER],
      offensePlayerIds: [PASSER, RECEIVER],
      sackerIds: [],
      alignments: [`${RECEIVER}:WIDE`, `${DEFENDER}:CB`],
      videoClips: { sideline: 'https://video.example/55-sideline.mp4' },
      airYards: 21.5,
      completion: true,
      interception: false,
    });

    const [player] = await db.select().from(players).where(eq(players.nflId, PASSER));
    expect(player?.ratings).toEqual({ speed: 88, awareness: 74 });
    expect(player?.birthDate).toBe('1998-05-17');
    const [game] = await db.select().from(games).where(eq(games.gameId, GAME));
    expect(game?.isoTime).toEqual(new Date('2024-09-08T17:00:00Z'));
  });

  it('rejects a play outside the film filter value sets', async () => {
    await expect(
      handle.db.insert(plays).values({ ...completion, playId: 56, sequence: 2, quarter: 6 }),
    ).rejects.toThrow();
  });

  it('finds users by lower-cased email and rejects a case-only duplicate', async () => {
    const { db } = handle;
    await db.insert(users).values({
      uid: 'u-1',
      email: 'Jo.Fan@Example.com',
      passwordHash: 'scrypt$x',
      firstName: 'Jo',
      lastName: 'Fan',
    });
    const [found] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'jo.fan@example.com'));
    expect(found?.uid).toBe('u-1');
    expect(found?.email).toBe('Jo.Fan@Example.com');
    expect(found?.displaySettings).toEqual({ showOddsInfo: true, pointsPerReception: 0 });
    expect(found?.favoriteTeams).toEqual([]);

    await expect(
      db.insert(users).values({
        uid: 'u-2',
        email: 'JO.FAN@example.COM',
        passwordHash: 'scrypt$y',
        firstName: 'Jo',
        lastName: 'Again',
      }),
    ).rejects.toThrow();
  });

  it('keeps saved film search labels unique per user', async () => {
    const { db } = handle;
    const search = { userId: 'u-1', label: 'Deep shots', filterExpression: 'airYardType=DEEP' };
    await db.insert(savedFilmSearches).values(search);
    await db.insert(savedFilmSearches).values({ ...search, userId: 'u-2' });
    await expect(db.insert(savedFilmSearches).values(search)).rejects.toThrow();
    // The spec compares user ids lower-cased; the table refuses anything else.
    await expect(db.insert(savedFilmSearches).values({ ...search, userId: 'U-3' })).rejects.toThrow();
    const rows = await db.select().from(savedFilmSearches).where(eq(savedFilmSearches.userId, 'u-1'));
    expect(rows.map((row) => row.label)).toEqual(['Deep shots']);
  });

  it('rolls back a failed transaction', async () => {
    const { db } = handle;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(savedFilmSearches).values({ userId: 'u-9', label: 'a', filterExpression: '' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await db.select().from(savedFilmSearches).where(eq(savedFilmSearches.userId, 'u-9'));
    expect(rows).toEqual([]);
  });
});

describe('PGlite on disk', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'all22-db-')), 'nested', 'pglite');
  });
  afterAll(async () => {
    await rm(join(dataDir, '..', '..'), { recursive: true, force: true });
  });

  it('keeps data across close and reopen', async () => {
    const first = await createDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await runMigrations(first);
    await seedLeague(first.db);
    await first.close();

    const second = await createDatabase({ dataDir });
    try {
      await runMigrations(second);
      expect(await getMigrationStatus(second)).toMatchObject({ isCurrent: true });
      const rows = await second.db.select({ abbr: teams.abbr }).from(teams).orderBy(teams.abbr);
      expect(rows).toEqual([{ abbr: 'ARI' }, { abbr: 'KC' }]);
    } finally {
      await second.close();
    }
  });
});

describe('createDatabase', () => {
  it('refuses to guess where the data should live', async () => {
    await expect(createDatabase({})).rejects.toThrow(/databaseUrl, dataDir or inMemory/);
  });
});
