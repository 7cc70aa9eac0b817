import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, TeamInjuriesResponse, TeamRosterResponse } from '@all22/contracts';
import { injuries, players, teamWeekRosters } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { asTeamId, type NflId } from '@all22/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';

/** Arizona, the spec's default team. */
const TEAM_ID = asTeamId('3800');

describe.each(testDatabaseTargets())('roster routes on %s', (target) => {
  let league: LeagueTestApp;
  /** The team and week with the longest injury report of REG week 5. */
  let report: { teamId: string; count: number };
  /** A player on that report whose status is left to the column default. */
  let unspecified: NflId;

  const get = async <T>(path: string) => {
    const response = await fetch(`${league.baseUrl}${path}`);
    return { status: response.status, headers: response.headers, body: (await response.json()) as T };
  };

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    const { db } = league.database;
    const week5 = and(eq(injuries.season, 2024), eq(injuries.seasonType, 'REG'), eq(injuries.week, 5));
    const [longest] = await db
      .select({ teamId: injuries.teamId, count: count() })
      .from(injuries)
      .where(week5)
      .groupBy(injuries.teamId)
      .orderBy(desc(count()), injuries.teamId)
      .limit(1);
    report = longest!;
    // A week-6 report line written without a status, as a feed might: the default applies.
    const [row] = await db
      .select({ players: teamWeekRosters.players })
      .from(teamWeekRosters)
      .where(
        and(
          eq(teamWeekRosters.teamId, TEAM_ID),
          eq(teamWeekRosters.season, 2024),
          eq(teamWeekRosters.seasonType, 'REG'),
          eq(teamWeekRosters.week, 6),
        ),
      );
    const injured = new Set(
      (
        await db
          .select({ nflId: injuries.nflId })
          .from(injuries)
          .where(and(eq(injuries.season, 2024), eq(injuries.seasonType, 'REG'), eq(injuries.week, 6)))
      ).map((line) => line.nflId),
    );
    unspecified = row!.players.find((entry) => entry.status === 'ACT' && !injured.has(entry.nflId))!.nflId;
    await db.insert(injuries).values({
      season: 2024,
      seasonType: 'REG',
      week: 6,
      nflId: unspecified,
      teamId: TEAM_ID,
      bodyPart: 'Ankle',
    });
  }, 180_000);
  afterAll(() => league?.close());

  describe('GET /api/teams/roster', () => {
    it("gives the team's latest written week: 53 active players and a practice squad", async () => {
      const { status, headers, body } = await get<TeamRosterResponse>(
        `/api/teams/roster?season=2024&teamId=${TEAM_ID}`,
      );
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('max-age=60');
      expect(headers.get('etag')).toBeTruthy();
      expect(body).toMatchObject({ teamId: TEAM_ID, season: 2024, seasonType: 'REG', week: 6 });
      const active = body.players.filter((player) => player.status === 'ACT');
      const practiceSquad = body.players.filter((player) => player.isPracticeSquad);
      expect(active).toHaveLength(53);
      expect(practiceSquad.length).toBeGreaterThan(0);
      expect(practiceSquad.every((player) => player.status === 'PS' && player.depth === null)).toBe(true);
      expect(new Set(body.players.map((player) => player.nflId)).size).toBe(body.players.length);
      const starterQb = active.find((player) => player.position === 'QB' && player.depth === 1);
      expect(starterQb).toBeDefined();
      const [stored] = await league.database.db
        .select()
        .from(players)
        .where(eq(players.nflId, starterQb!.nflId as NflId));
      expect(starterQb).toMatchObject({
        smartId: stored!.smartId,
        displayName: stored!.displayName,
        headshot: stored!.headshotUrl,
        birthDate: stored!.birthDate,
        experience: stored!.experience,
      });
      expect(body.players.find((player) => player.nflId === unspecified)?.injury).toEqual({
        injuryStatus: 'UNSPECIFIED',
      });
    });

    it('answers 404 for an unknown team or a season without rosters', async () => {
      const unknownTeam = await get<ApiError>('/api/teams/roster?season=2024&teamId=9999');
      expect(unknownTeam).toMatchObject({ status: 404, body: { statusCode: 404 } });
      expect(unknownTeam.body.message).toContain('9999');
      const noSeason = await get<ApiError>(`/api/teams/roster?season=2019&teamId=${TEAM_ID}`);
      expect(noSeason.status).toBe(404);
    });

    it('answers 400 naming the parameter', async () => {
      const cases: [string, string][] = [
        [`/api/teams/roster?teamId=${TEAM_ID}`, 'season'],
        [`/api/teams/roster?season=abc&teamId=${TEAM_ID}`, 'season'],
        ['/api/teams/roster?season=2024', 'teamId'],
        ['/api/teams/roster?season=2024&teamId=38', 'teamId'],
      ];
      for (const [path, parameter] of cases) {
        const { status, body } = await get<ApiError>(path);
        expect(status, path).toBe(400);
        expect(body.message, path).toContain(`'${parameter}'`);
      }
    });
  });

  describe('GET /api/teams/rosterWeek', () => {
    it('gives the roster of the asked week', async () => {
      const { status, body } = await get<TeamRosterResponse>(
        `/api/teams/rosterWeek?teamId=${TEAM_ID}&season=2024&seasonType=REG&week=1`,
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({ teamId: TEAM_ID, season: 2024, seasonType: 'REG', week: 1 });
      expect(body.players.filter((player) => player.status === 'ACT')).toHaveLength(53);
      const preseason = await get<TeamRosterResponse>(
        `/api/teams/rosterWeek?teamId=${TEAM_ID}&season=2024&seasonType=PRE&week=0`,
      );
      expect(preseason.status).toBe(200);
      expect(preseason.body.week).toBe(0);
    });

    it('answers 404 for a week not written yet or an unknown team', async () => {
      const future = await get<ApiError>(
        `/api/teams/rosterWeek?teamId=${TEAM_ID}&season=2024&seasonType=REG&week=12`,
      );
      expect(future.status).toBe(404);
      const postseason = await get<ApiError>(
        `/api/teams/rosterWeek?teamId=${TEAM_ID}&season=2024&seasonType=POST&week=19`,
      );
      expect(postseason.status).toBe(404);
      const unknownTeam = await get<ApiError>(
        '/api/teams/rosterWeek?teamId=0001&season=2024&seasonType=REG&week=1',
      );
      expect(unknownTeam.status).toBe(404);
    });

    it('answers 400 naming the parameter', async () => {
      const base = `/api/teams/rosterWeek?teamId=${TEAM_ID}&season=2024`;
      const cases: [string, string][] = [
        [`${base}&seasonType=REG&week=19`, 'week'],
        [`${base}&seasonType=REG&week=0`, 'week'],
        [`${base}&seasonType=REG&week=1.5`, 'week'],
        [`${base}&seasonType=REG`, 'week'],
        [`${base}&seasonType=reg&week=1`, 'seasonType'],
        [`/api/teams/rosterWeek?season=2024&seasonType=REG&week=1`, 'teamId'],
      ];
      for (const [path, parameter] of cases) {
        const { status, body } = await get<ApiError>(path);
        expect(status, path).toBe(400);
        expect(body.message, path).toContain(`'${parameter}'`);
      }
    });
  });

  describe('GET /api/schedules/game/team/injuries', () => {
    it("gives a team's weekly injury report with each player's id", async () => {
      const { status, headers, body } = await get<TeamInjuriesResponse>(
        `/api/schedules/game/team/injuries?season=2024&week=5&seasonType=REG&teamId=${report.teamId}`,
      );
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('max-age=60');
      expect(headers.get('etag')).toBeTruthy();
      expect(body.injuries).toHaveLength(report.count);
      const stored = await league.database.db
        .select()
        .from(injuries)
        .where(
          and(eq(injuries.teamId, asTeamId(report.teamId)), eq(injuries.season, 2024), eq(injuries.week, 5)),
        );
      for (const line of body.injuries) {
        const match = stored.find((row) => row.nflId === line.person.id);
        expect(match).toBeDefined();
        expect(line).toMatchObject({
          injuryStatus: match!.injuryStatus,
          bodyPart: match!.bodyPart,
          practiceStatus: match!.practiceStatus,
        });
        expect(line.person.displayName).toBeTruthy();
      }
    });

    it('defaults a line without a status to UNSPECIFIED', async () => {
      const { body } = await get<TeamInjuriesResponse>(
        `/api/schedules/game/team/injuries?season=2024&week=6&seasonType=REG&teamId=${TEAM_ID}`,
      );
      expect(body.injuries.find((line) => line.person.id === unspecified)).toMatchObject({
        injuryStatus: 'UNSPECIFIED',
        bodyPart: 'Ankle',
      });
    });

    it('gives an empty report for a week without one, 404 for an unknown team, 400 naming the parameter', async () => {
      const empty = await get<TeamInjuriesResponse>(
        `/api/schedules/game/team/injuries?season=2024&week=15&seasonType=REG&teamId=${TEAM_ID}`,
      );
      expect(empty).toMatchObject({ status: 200, body: { injuries: [] } });
      const unknown = await get<ApiError>(
        '/api/schedules/game/team/injuries?season=2024&week=5&seasonType=REG&teamId=9999',
      );
      expect(unknown.status).toBe(404);
      const badWeek = await get<ApiError>(
        `/api/schedules/game/team/injuries?season=2024&week=x&seasonType=REG&teamId=${TEAM_ID}`,
      );
      expect(badWeek.status).toBe(400);
      expect(badWeek.body.message).toContain("'week'");
      const noSeason = await get<ApiError>(
        `/api/schedules/game/team/injuries?week=5&seasonType=REG&teamId=${TEAM_ID}`,
      );
      expect(noSeason.body.message).toContain("'season'");
    });
  });
});
