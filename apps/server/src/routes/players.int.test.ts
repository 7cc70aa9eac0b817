import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Player, PlayerOverviewResponse, PlayerSearchResponse } from '@all22/contracts';
import { players, playerSeasonStats } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import type { NflId } from '@all22/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { searchPlayersForTerms } from '../read/players/search-players.js';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';

describe.each(testDatabaseTargets())('player routes on %s', (target) => {
  let league: LeagueTestApp;
  /** The 2024 REG passing leader: a real, prominent player. */
  let passer: typeof players.$inferSelect;
  let passerSeason: typeof playerSeasonStats.$inferSelect;
  /** A player renamed to test unicode folding, and one retired to test the RET rule. */
  let accented: NflId;
  let retired: typeof players.$inferSelect;

  const get = async <T>(path: string) => {
    const response = await fetch(`${league.baseUrl}${path}`);
    return { status: response.status, headers: response.headers, body: (await response.json()) as T };
  };

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    const { db } = league.database;
    const [season] = await db
      .select()
      .from(playerSeasonStats)
      .where(and(eq(playerSeasonStats.season, 2024), eq(playerSeasonStats.seasonType, 'REG')))
      .orderBy(desc(playerSeasonStats.passYards))
      .limit(1);
    passerSeason = season!;
    passer = (await db.select().from(players).where(eq(players.nflId, passerSeason.nflId)))[0]!;
    const others = await db
      .select()
      .from(players)
      .where(and(eq(players.status, 'ACT'), isNotNull(players.currentTeamId)))
      .orderBy(desc(players.nflId))
      .limit(2);
    accented = others[0]!.nflId;
    await db
      .update(players)
      .set({ displayName: "Zoë Ñúñez-O'Brien", firstName: 'Zoë', lastName: "Ñúñez-O'Brien" })
      .where(eq(players.nflId, accented));
    retired = others[1]!;
    await db.update(players).set({ status: 'RET' }).where(eq(players.nflId, retired.nflId));
  }, 180_000);
  afterAll(() => league?.close());

  describe('GET /api/players/player', () => {
    it('finds a player by nflId with his team and injury, cached an hour', async () => {
      const { status, headers, body } = await get<Player>(`/api/players/player?nflId=${passer.nflId}`);
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('max-age=3600');
      expect(headers.get('etag')).toBeTruthy();
      expect(body).toMatchObject({
        nflId: passer.nflId,
        gsisId: passer.gsisId,
        smartId: passer.smartId,
        displayName: passer.displayName,
        firstName: passer.firstName,
        lastName: passer.lastName,
        position: 'QB',
        positionGroup: passer.positionGroup,
        jerseyNumber: passer.jerseyNumber,
        currentTeamId: passer.currentTeamId,
        birthDate: passer.birthDate,
        headshot: passer.headshotUrl,
        status: passer.status,
      });
      expect(body.currentTeam?.teamId).toBe(passer.currentTeamId);
      expect(body.currentTeam?.logo).toContain(`/api/images/logos/${passer.currentTeamId}`);
      expect(body.currentTeam?.division.abbr).toBeTruthy();
      expect(body.injury.injuryStatus).toBeTruthy();
    });

    it('finds the same player by gsisId and by smartId', async () => {
      const byGsis = await get<Player>(`/api/players/player?gsisId=${passer.gsisId}`);
      const bySmart = await get<Player>(`/api/players/player?smartId=${passer.smartId}`);
      expect(byGsis.body.nflId).toBe(passer.nflId);
      expect(bySmart.body.nflId).toBe(passer.nflId);
    });

    it('shows a free agent without a team', async () => {
      const [freeAgent] = await league.database.db
        .select()
        .from(players)
        .where(eq(players.status, 'FA'))
        .limit(1);
      const { status, body } = await get<Player>(`/api/players/player?nflId=${freeAgent!.nflId}`);
      expect(status).toBe(200);
      expect(body.currentTeam).toBeNull();
      expect(body.injury.injuryStatus).toBe('UNSPECIFIED');
    });

    it('answers 400 without an id or with a malformed one, and 404 for an unknown one', async () => {
      const missing = await get<ApiError>('/api/players/player');
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain('no player id passed in');
      expect(missing.headers.get('cache-control')).toBe('no-store');
      const malformed = await get<ApiError>('/api/players/player?nflId=abc');
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toContain("'nflId'");
      const badSmartId = await get<ApiError>('/api/players/player?smartId=nope');
      expect(badSmartId.body.message).toContain("'smartId'");
      const unknown = await get<ApiError>('/api/players/player?nflId=999999999');
      expect(unknown).toMatchObject({ status: 404, body: { statusCode: 404 } });
    });
  });

  describe('GET /api/players/search', () => {
    type Results = PlayerSearchResponse['players'];
    const search = (term: string) =>
      get<PlayerSearchResponse>(`/api/players/search?term=${encodeURIComponent(term)}`);
    const ids = (results: Results) => results.map((player) => player.nflId);

    it('finds a player first by his full name, whatever the case and spacing', async () => {
      const { status, headers, body } = await search(`  ${passer.displayName.toUpperCase()} `);
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('max-age=60');
      expect(headers.get('etag')).toBeTruthy();
      expect(body.players[0]).toEqual({
        nflId: passer.nflId,
        smartId: passer.smartId,
        displayName: passer.displayName,
        firstName: passer.firstName,
        lastName: passer.lastName,
        headshot: passer.headshotUrl,
        currentTeamId: passer.currentTeamId,
        teamAbbr: expect.stringMatching(/^[A-Z]{2,3}$/),
        position: 'QB',
        status: 'ACT',
        injury: { injuryStatus: expect.any(String) },
      });
    });

    it('ranks by match quality: a last-name prefix finds him, and every result matches', async () => {
      const term = passer.lastName.slice(0, 3).toLowerCase();
      const { body } = await search(term);
      expect(ids(body.players)).toContain(passer.nflId);
      expect(body.players.length).toBeLessThanOrEqual(20);
      for (const player of body.players) expect(player.displayName.toLowerCase()).toContain(term);
      // Names starting with the term come before names that merely contain it.
      const startsWith = body.players.map((player) =>
        player.displayName
          .toLowerCase()
          .split(/\s+/)
          .some((word) => word.startsWith(term)),
      );
      expect(
        startsWith.indexOf(false) === -1 || !startsWith.slice(startsWith.indexOf(false)).includes(true),
      ).toBe(true);
    });

    it('returns at most 20 for a common fragment', async () => {
      const { body } = await search('son');
      expect(body.players).toHaveLength(20);
    });

    it('never shows a retired player', async () => {
      const { body } = await search(retired.displayName);
      expect(ids(body.players)).not.toContain(retired.nflId);
      const byLastName = await search(retired.lastName);
      expect(ids(byLastName.body.players)).not.toContain(retired.nflId);
    });

    it('folds accents and punctuation on both sides', async () => {
      for (const term of ['nunez o', 'ÑÚÑEZ', "zoe nunez-o'brien", 'OBrien', 'zoë']) {
        const { status, body } = await search(term);
        expect(status).toBe(200);
        expect(body.players[0]?.nflId).toBe(accented);
      }
    });

    it('treats SQL and LIKE wildcards as plain characters', async () => {
      for (const term of ['%%%', '___', 'a%b', '\\\\\\', "'; drop table players; --", '.*.']) {
        const { status, body } = await search(term);
        expect(status).toBe(200);
        expect(body.players).toEqual([]);
      }
      expect((await search(passer.displayName)).body.players[0]?.nflId).toBe(passer.nflId);
    });

    it('answers several terms searched together exactly as each searched alone', async () => {
      const terms = [
        passer.displayName,
        passer.lastName.slice(0, 3),
        'son',
        retired.lastName,
        'ÑÚÑEZ',
        'a%b',
        'nobody-by-this-name',
      ];
      const together = await searchPlayersForTerms(league.database.db, terms);
      expect(together).toHaveLength(terms.length);
      for (const [index, term] of terms.entries()) {
        expect(together[index]).toEqual((await search(term)).body.players);
      }
      expect(together[0]?.[0]?.nflId).toBe(passer.nflId);
    });

    it('answers 400 naming term for a short or missing term', async () => {
      for (const path of [
        '/api/players/search?term=ab',
        '/api/players/search?term=%20ab%20',
        '/api/players/search',
      ]) {
        const { status, body } = await get<ApiError>(path);
        expect(status).toBe(400);
        expect(body.message).toContain("'term'");
      }
    });
  });

  describe('GET /api/stats/player/overview', () => {
    it("gives a passer's games and season lines", async () => {
      const { status, headers, body } = await get<PlayerOverviewResponse>(
        `/api/stats/player/overview?playerId=${passer.nflId}&season=2024&seasonType=REG`,
      );
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('max-age=60');
      expect(headers.get('etag')).toBeTruthy();
      expect(body.lineup).toEqual({ gamesDnp: passerSeason.gamesDnp, gamesPlayed: passerSeason.gamesPlayed });
      expect(body.lineup.gamesPlayed).toBeGreaterThan(0);
      expect(body.stats.passing).toMatchObject({
        attempts: passerSeason.passAttempts,
        completions: passerSeason.passCompletions,
        yards: passerSeason.passYards,
        touchdowns: passerSeason.passTouchdowns,
        interceptions: passerSeason.interceptionsThrown,
      });
      expect(body.stats.passing.passerRating).toBeGreaterThan(0);
      expect(body.stats.rushing.attempts).toBe(passerSeason.rushAttempts);
      // Expanded against the full line: figures he has none of are there as 0 or null.
      expect(body.stats.receiving).toMatchObject({ targets: 0, catchPercentage: null });
    });

    it('accepts a gsisId, defaults seasonType to REG, and reads an empty season as zeros', async () => {
      const byGsis = await get<PlayerOverviewResponse>(
        `/api/stats/player/overview?playerId=${passer.gsisId}&season=2024`,
      );
      expect(byGsis.body).toMatchObject({ nflId: passer.nflId, seasonType: 'REG' });
      expect(byGsis.body.stats.passing.yards).toBe(passerSeason.passYards);
      const empty = await get<PlayerOverviewResponse>(
        `/api/stats/player/overview?playerId=${passer.nflId}&season=2024&seasonType=POST`,
      );
      expect(empty.status).toBe(200);
      expect(empty.body.lineup).toEqual({ gamesDnp: 0, gamesPlayed: 0 });
      expect(empty.body.stats.passing).toMatchObject({ yards: 0, passerRating: null });
    });

    it('answers 400 naming the parameter and 404 for an unknown player', async () => {
      const cases: [string, string][] = [
        ['/api/stats/player/overview?season=2024', 'playerId'],
        [`/api/stats/player/overview?playerId=${passer.nflId}`, 'season'],
        [`/api/stats/player/overview?playerId=${passer.nflId}&season=24x`, 'season'],
        [`/api/stats/player/overview?playerId=${passer.nflId}&season=2024&seasonType=XYZ`, 'seasonType'],
        ['/api/stats/player/overview?playerId=not-an-id&season=2024', 'playerId'],
      ];
      for (const [path, parameter] of cases) {
        const { status, body } = await get<ApiError>(path);
        expect(status, path).toBe(400);
        expect(body.message, path).toContain(`'${parameter}'`);
      }
      const unknown = await get<ApiError>('/api/stats/player/overview?playerId=999999999&season=2024');
      expect(unknown.status).toBe(404);
    });
  });

  it('describes its answers in the OpenAPI document', async () => {
    const { body } = await get<{ paths: Record<string, { get?: { responses?: Record<string, unknown> } }> }>(
      '/api/docs/json',
    );
    for (const path of ['/api/players/player', '/api/players/search', '/api/stats/player/overview']) {
      expect(Object.keys(body.paths[path]?.get?.responses ?? {}), path).toEqual(
        expect.arrayContaining(['200', '400']),
      );
    }
    expect(JSON.stringify(body)).toContain('PlayerSearchResult');
  });
});
