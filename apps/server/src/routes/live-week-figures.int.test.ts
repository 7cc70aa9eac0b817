/**
 * One rule for every season figure while a week is under way (docs/decisions/domain-rules.md,
 * "Season figures during a week"): they count finished games, and so do the standings. The test
 * league stands on a Sunday afternoon of 2024 REG week 6 — Thursday's game final, the early games
 * live, the late ones to come — and each page's figures are compared with the others': the team
 * header's record (standings), its Stats tab's games and points, a player's season line and header
 * (overview), and his game log's finished games.
 */
import type {
  GamesResponse,
  PlayerGameLogResponse,
  PlayerOverviewResponse,
  PlayerSeasonsResponse,
  StandingsResponse,
  TeamStatsResponse,
} from '@all22/contracts';
import { playerGameStats } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { asGameId, isFinal, isLive } from '@all22/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLeagueTestApp, createTestRequests, type LeagueTestApp } from '../testing/league-test-app.js';

const SEASON = 2024;
const WEEK = 6;

describe.each(testDatabaseTargets())('season figures during a live week on %s', (target) => {
  let league: LeagueTestApp;
  let weekGames: GamesResponse['games'];
  const { getJson } = createTestRequests(() => league.baseUrl);

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    ({ games: weekGames } = await getJson<GamesResponse>(
      `/api/schedules/games?season=${SEASON}&seasonType=REG&week=${WEEK}`,
    ));
  }, 120_000);
  afterAll(() => league?.close());

  it('stands in a week with a final game, live games and games to come', () => {
    expect(weekGames.some((game) => isFinal(game.phase))).toBe(true);
    expect(weekGames.some((game) => isLive(game.phase))).toBe(true);
    expect(weekGames.some((game) => !isFinal(game.phase) && !isLive(game.phase))).toBe(true);
  });

  it('gives every team the same games and points in its record, its standings and its season line', async () => {
    const standings = await getJson<StandingsResponse>(
      `/api/schedules/standings?season=${SEASON}&seasonType=REG`,
    );
    // The week under way's standings so far: Thursday's game counts.
    expect(standings.week).toBe(WEEK);
    expect(standings.standings).toHaveLength(32);
    // Eleven weeks still to play: the rest of the schedule counts, so nobody has clinched or is out.
    expect(standings.standings.filter((row) => row.clinched.playoff || row.clinched.eliminated)).toEqual([]);
    for (const row of standings.standings) {
      const team = await getJson<TeamStatsResponse>(
        `/api/teams/stats?teamId=${row.team.id}&season=${SEASON}`,
      );
      const { wins, losses, ties } = row.overall;
      const figures = {
        games: team.games,
        pointsFor: team.stats.pointsFor,
        pointsAgainst: team.stats.pointsAgainst,
      };
      expect(figures, row.team.abbr).toEqual({
        games: wins + losses + ties,
        pointsFor: row.pointsFor,
        pointsAgainst: row.pointsAgainst,
      });
    }
  });

  it.each([
    ['over', isFinal],
    ['live', isLive],
  ])(
    "gives a player whose game this week is %s the same season in his header, his season line and his game log's finished games",
    async (_, isPhase) => {
      const game = weekGames.find((candidate) => isPhase(candidate.phase));
      const [passer] = await league.database.db
        .select({ nflId: playerGameStats.nflId })
        .from(playerGameStats)
        .where(
          and(eq(playerGameStats.gameId, asGameId(game?.gameId ?? 0)), eq(playerGameStats.season, SEASON)),
        )
        .orderBy(desc(playerGameStats.passYards))
        .limit(1);
      const nflId = passer?.nflId ?? 0;
      const [{ seasons }, overview, log] = await Promise.all([
        getJson<PlayerSeasonsResponse>(`/api/players/seasons?playerId=${nflId}`),
        getJson<PlayerOverviewResponse>(
          `/api/stats/player/overview?playerId=${nflId}&season=${SEASON}&seasonType=REG`,
        ),
        getJson<PlayerGameLogResponse>(
          `/api/players/gameLog?playerId=${nflId}&season=${SEASON}&seasonType=REG`,
        ),
      ]);
      const season = seasons.find((row) => row.season === SEASON && row.seasonType === 'REG');
      const finished = log.games.filter((entry) => entry.result !== null);
      // This week's game is in his log either way: counted once over, in progress (no result) while live.
      expect(log.games.find((entry) => entry.week === WEEK)?.result === null).toBe(isPhase === isLive);

      const sum = (key: keyof (typeof finished)[number]['headline']) =>
        finished.reduce((total, entry) => total + entry.headline[key], 0);
      expect(season?.gamesPlayed).toBe(finished.length);
      expect(overview.lineup.gamesPlayed).toBe(finished.length);
      expect(season?.stats.passing.yards).toBe(sum('passYards'));
      expect(overview.stats.passing.yards).toBe(sum('passYards'));
      expect(season?.stats.passing.touchdowns).toBe(sum('passTouchdowns'));
      expect(season?.fpPPR).toBeCloseTo(sum('fpPPR'), 1);
    },
  );
});
