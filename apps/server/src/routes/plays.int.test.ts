import {
  type Play,
  type PlayDetailResponse,
  type PlayGameCountsResponse,
  type PlayListResponse,
  type PlayTrackingResponse,
  playListResponseSchema,
} from '@all22/contracts';
import { plays } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { type SQL, and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';
import { mintAccessToken } from '../testing/oidc-test-client.js';

describe.each(testDatabaseTargets())('the plays calls on %s', (target) => {
  let league: LeagueTestApp;
  /** The film room is for subscribers (api-access.int.test.ts checks the other callers). */
  let subscriber: string;
  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    subscriber = await mintAccessToken(league.app, league.baseUrl, {
      sub: 'film-subscriber',
      plans: [{ id: 'all22-monthly', status: 'ACTIVE' }],
    });
  }, 120_000);
  afterAll(() => league?.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${league.baseUrl}${path}`, { headers: { authorization: `Bearer ${subscriber}`, ...headers } });
  const list = async (query: string): Promise<PlayListResponse> => {
    const response = await get(`/api/plays?${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    // The page skips the serializer's schema check: the schema holds it, with no field left over.
    const body = (await response.json()) as PlayListResponse;
    expect(playListResponseSchema.parse(body)).toEqual(body);
    return body;
  };
  const countPlays = async (...conditions: SQL[]): Promise<number> => {
    const [row] = await league.database.db
      .select({ total: count() })
      .from(plays)
      .where(and(...conditions));
    return row?.total ?? 0;
  };

  describe('GET /api/plays', () => {
    it('pages every play, newest game first and each game in play order', async () => {
      const answer = await list('');
      expect(answer.total).toBe(await countPlays());
      expect(answer.total).toBeGreaterThan(10_000);
      expect(answer).toMatchObject({ page: 1, pageSize: 50 });
      expect(answer.plays).toHaveLength(50);
      const [newest] = await league.database.db
        .select({ gameId: plays.gameId })
        .from(plays)
        .orderBy(desc(plays.gameId))
        .limit(1);
      expect(answer.plays[0]).toMatchObject({ gameId: newest?.gameId, sequence: 1 });
      for (const [index, play] of answer.plays.entries()) {
        expect(play.id).toBe(`${play.gameId}-${play.playId}`);
        const previous = answer.plays[index - 1];
        if (previous === undefined) continue;
        const inOrder =
          previous.gameId > play.gameId ||
          (previous.gameId === play.gameId && previous.sequence < play.sequence);
        expect(inOrder, `${previous.id} then ${play.id}`).toBe(true);
      }
    });

    it('a deep-pass filter returns only deep passes, as many as the table holds', async () => {
      const answer = await list('airYardType=DEEP&pageSize=200');
      expect(answer.total).toBe(await countPlays(eq(plays.airYardType, 'DEEP')));
      expect(answer.total).toBeGreaterThan(0);
      expect(answer.plays.length).toBe(Math.min(200, answer.total));
      expect(answer.plays.every((play) => play.airYardType === 'DEEP')).toBe(true);
    });

    it('combines situation, team and boolean filters', async () => {
      const [sample] = await league.database.db
        .select({ teamId: plays.possessionTeamId })
        .from(plays)
        .where(and(eq(plays.down, 3), eq(plays.passPlay, true)))
        .limit(1);
      const teamId = sample?.teamId ?? '';
      const query = `season=2024&seasonType=REG,POST&down=3&passPlay=true&possessionTeamId=${teamId}&pageSize=200`;
      const answer = await list(query);
      const expected = await countPlays(
        eq(plays.season, 2024),
        sql`${plays.seasonType} in ('REG', 'POST')`,
        eq(plays.down, 3),
        eq(plays.passPlay, true),
        eq(plays.possessionTeamId, sample!.teamId),
      );
      expect(answer.total).toBe(expected);
      expect(answer.total).toBeGreaterThan(0);
      for (const play of answer.plays) {
        expect(play).toMatchObject({ season: 2024, down: 3, passPlay: true, possessionTeamId: teamId });
        expect(['REG', 'POST']).toContain(play.seasonType);
      }
      const negated = await list(`possessionTeamId=${teamId}&down=3&passPlay=false&pageSize=1`);
      expect(negated.total).toBe(
        await countPlays(
          eq(plays.possessionTeamId, sample!.teamId),
          eq(plays.down, 3),
          eq(plays.passPlay, false),
        ),
      );
    });

    it('filters by player: a passer, and a defender with his sacks', async () => {
      const [passer] = await league.database.db
        .select({ nflId: plays.passerId, total: count() })
        .from(plays)
        .where(sql`${plays.passerId} is not null`)
        .groupBy(plays.passerId)
        .orderBy(desc(count()))
        .limit(1);
      const passes = await list(`passerId=${passer?.nflId}&pageSize=200`);
      expect(passes.total).toBe(passer?.total);
      expect(passes.plays.every((play) => play.passerId === passer?.nflId)).toBe(true);

      const [sacker] = await league.database.db
        .select({ nflId: sql<number>`unnest(${plays.sackerIds})`.as('nfl_id') })
        .from(plays)
        .limit(1);
      const sacks = await list(`defenderId=${sacker?.nflId}&def_sack=true`);
      expect(sacks.total).toBe(
        await countPlays(sql`${plays.sackerIds} @> array[${sacker?.nflId}]::integer[]`),
      );
      expect(sacks.plays.every((play) => play.sackerIds.includes(sacker!.nflId as never))).toBe(true);
    });

    it('pages consistently: page 2 continues page 1 without overlap', async () => {
      const query = 'playType=play_type_rush';
      const [first, second, both] = await Promise.all([
        list(`${query}&pageSize=20&page=1`),
        list(`${query}&pageSize=20&page=2`),
        list(`${query}&pageSize=40&page=1`),
      ]);
      const ids = (answer: PlayListResponse) => answer.plays.map((play: Play) => play.id);
      expect(second).toMatchObject({ page: 2, pageSize: 20, total: first.total });
      expect(new Set([...ids(first), ...ids(second)]).size).toBe(40);
      expect([...ids(first), ...ids(second)]).toEqual(ids(both));
      const beyond = await list(`${query}&pageSize=20&page=${Math.ceil(first.total / 20) + 1}`);
      expect(beyond).toMatchObject({ plays: [], total: first.total });
    });

    it.each([
      ['an unknown filter', 'colour=red', "'colour'"],
      ['a bad enum value', 'airYardType=FAR', "'airYardType'"],
      ['a bad boolean', 'passPlay=yes', "'passPlay'"],
      ['a quarter out of range', 'quarter=6', "'quarter'"],
      ['a season out of range', 'season=2017', "'season'"],
      ['a page size over the maximum', 'pageSize=1000', "'pageSize'"],
      ['page 0', 'page=0', "'page'"],
    ])('rejects %s with a 400 naming it', async (_name, query, named) => {
      const response = await get(`/api/plays?${query}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; statusCode: number };
      expect(body.statusCode).toBe(400);
      expect(body.message).toContain(named);
    });

    it('names every bad parameter at once', async () => {
      const response = await get('/api/plays?colour=red&down=9');
      expect(response.status).toBe(400);
      const { message } = (await response.json()) as { message: string };
      expect(message).toContain("'colour'");
      expect(message).toContain("'down'");
    });

    it('answers with max-age and an ETag, and 304 on revalidation', async () => {
      const response = await get('/api/plays?down=4');
      expect(response.headers.get('cache-control')).toBe('private, max-age=60');
      const etag = response.headers.get('etag');
      expect(etag).toBeTruthy();
      expect((await get('/api/plays?down=4', { 'if-none-match': etag! })).status).toBe(304);
    });
  });

  describe('GET /api/plays/games', () => {
    it("counts each game's matching plays, their sum the list's total", async () => {
      const [sample] = (await list('pageSize=1')).plays;
      const query = `season=${sample!.season}&weekSlug=${sample!.weekSlug}&passPlay=true`;
      const response = await get(`/api/plays/games?${query}`);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as PlayGameCountsResponse;
      expect(answer.games.length).toBeGreaterThan(1);
      expect(answer.games.reduce((sum, game) => sum + game.plays, 0)).toBe(answer.total);
      expect(answer.total).toBe((await list(query)).total);
      const [first] = answer.games;
      expect((await list(`${query}&gameId=${first!.gameId}`)).total).toBe(first!.plays);
    });

    it('gives 400 without a game, week or team, and for a bad filter', async () => {
      const unbounded = await get('/api/plays/games?season=2024');
      expect(unbounded.status).toBe(400);
      expect(((await unbounded.json()) as { message: string }).message).toContain('gameId');
      const bad = await get('/api/plays/games?weekSlug=WEEK_99');
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toContain("'weekSlug'");
    });
  });

  describe('GET /api/plays/:playId', () => {
    it('answers one play with every film attribute and its participants', async () => {
      const [sample] = (await list('playType=play_type_pass&completion=true&pageSize=1')).plays;
      const response = await get(`/api/plays/${sample!.id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
      expect(response.headers.get('etag')).toBeTruthy();
      const play = (await response.json()) as PlayDetailResponse;
      expect(play).toMatchObject({ ...sample, id: sample!.id });
      expect(play.participants).toHaveLength(
        new Set([...play.offensePlayerIds, ...play.defensePlayerIds]).size,
      );
      const passer = play.participants.find((participant) => participant.nflId === play.passerId);
      expect(passer).toMatchObject({ side: 'offense', teamId: play.possessionTeamId, position: 'QB' });
      const defender = play.participants.find(
        (participant) => participant.nflId === play.defensePlayerIds[0],
      );
      expect(defender).toMatchObject({ side: 'defense', teamId: play.defenseTeamId });
      expect(play.participants.every((participant) => participant.displayName.length > 0)).toBe(true);
    });

    it("gives the win probability before the play: the game's previous play's", async () => {
      const gamePlays = (await list('pageSize=3')).plays;
      const [first, second] = gamePlays;
      expect(first!.gameId).toBe(second!.gameId);
      const before = (await (await get(`/api/plays/${second!.id}`)).json()) as PlayDetailResponse;
      expect(before.homeWinProbabilityBefore).toBe(first!.homeWinProbability);
      expect([first!.possessionTeamId, first!.defenseTeamId]).toContain(before.homeTeamId);
      const opening = (await (
        await get(`/api/plays/${first!.gameId}-${first!.playId}`)
      ).json()) as PlayDetailResponse;
      if (first!.sequence === 1) expect(opening.homeWinProbabilityBefore).toBeNull();
    });

    it('gives 404 for an unknown play and 400 for a malformed id', async () => {
      const missing = await get('/api/plays/2024090800-99999');
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { message: string }).message).toContain('2024090800-99999');
      for (const malformed of ['57', 'abc', '2024090800_57', '2024090800-057']) {
        const response = await get(`/api/plays/${malformed}`);
        expect(response.status, malformed).toBe(400);
        expect(((await response.json()) as { message: string }).message).toContain("'playId'");
      }
    });
  });

  describe('GET /api/plays/:playId/tracking', () => {
    it("draws 22 players and the ball, the carrier ending at the play's end spot", async () => {
      const runs = await list(
        'playType=play_type_rush&touchdown=false&fumble=false&quarter=1&down=1&pageSize=5',
      );
      expect(runs.plays.length).toBeGreaterThan(0);
      for (const run of runs.plays.filter((play) => !play.isPenalty && !play.isNoPlay)) {
        const response = await get(`/api/plays/${run.id}/tracking`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
        expect(response.headers.get('etag')).toBeTruthy();
        const tracking = (await response.json()) as PlayTrackingResponse;
        expect(tracking.id).toBe(run.id);
        expect(tracking.frames).toHaveLength(Math.round(tracking.durationSeconds * tracking.frameRate) + 1);
        expect(tracking.players).toHaveLength(22);
        for (const frame of tracking.frames) expect(frame.players).toHaveLength(22);
        const toward = tracking.playDirection === 'right' ? 1 : -1;
        const endX = tracking.lineOfScrimmageX + toward * run.yardsGained;
        const last = tracking.frames.at(-1)!;
        const carrier = last.players.find((player) => player.nflId === run.ballCarrierId);
        expect(carrier, `${run.id} carrier`).toBeDefined();
        expect(Math.abs(carrier!.x - endX), `${run.id}: ${run.description}`).toBeLessThan(1.5);
      }
    });

    it('gives 404 for an unknown play', async () => {
      expect((await get('/api/plays/2024090800-99999/tracking')).status).toBe(404);
    });
  });
});
