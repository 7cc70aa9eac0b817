/**
 * GET /api/gtg against the test league (2024, Sunday of REG week 6): the week's games, each side's
 * record, standing, ranked figures, players to watch, injuries and key matchups, checked against
 * the other public operations over the same games (the regular season before the week).
 */
import {
  type GameResponse,
  type GtgResponse,
  gtgResponseSchema,
  type LeaderResponse,
  type PlayerGameLogResponse,
  type StandingsResponse,
  type TeamInjuriesResponse,
  type TeamRosterResponse,
} from '@all22/contracts';
import { testDatabaseTargets } from '@all22/db/testing';
import { GUIDE_TEAM_FIGURES, type GuideTeamFigure, isFinal } from '@all22/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';
import { mintAccessToken } from '../testing/oidc-test-client.js';

const WEEK_6 = 'season=2024&seasonType=REG&week=6';
const BASIS_WEEKS = [1, 2, 3, 4, 5];

describe.each(testDatabaseTargets())('Game Time Guide on %s', (target) => {
  let league: LeagueTestApp;
  let token: string;
  let guide: GtgResponse;

  const get = (path: string) =>
    fetch(`${league.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await get(path);
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    token = await mintAccessToken(league.app, league.baseUrl, {
      sub: 'gtg-subscriber',
      plans: [{ id: 'all22-monthly', status: 'ACTIVE' }],
    });
    guide = gtgResponseSchema.parse(await getJson(`/api/gtg?${WEEK_6}`));
  }, 180_000);
  afterAll(() => league?.close());

  /** A team's final regular-season games of weeks 1-5 (the basis), from its side. */
  const basisGames = async (teamId: string) => {
    const schedule = await getJson<GameResponse[]>(`/api/teams/schedule?season=2024&teamId=${teamId}`);
    return schedule
      .filter((game) => game.seasonType === 'REG' && game.week < 6 && isFinal(game.phase))
      .map((game) => {
        const isHome = game.homeTeamId === teamId;
        return {
          scored: isHome ? game.homeTeam.score.total : game.visitorTeam.score.total,
          allowed: isHome ? game.visitorTeam.score.total : game.homeTeam.score.total,
        };
      });
  };

  /** A player's final regular-season game-log rows of weeks 1-5. */
  const basisRows = async (nflId: number) => {
    const log = await getJson<PlayerGameLogResponse>(
      `/api/players/gameLog?playerId=${nflId}&season=2024&seasonType=REG`,
    );
    return log.games.filter((row) => row.week < 6 && row.result !== null);
  };

  it("answers the current week's games with the basis named, and cache headers", async () => {
    const response = await get('/api/gtg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(await response.json()).toEqual(guide);
    expect(guide).toMatchObject({ season: 2024, seasonType: 'REG', week: 6, weekSlug: 'WEEK_6' });
    expect(guide.basis).toEqual({
      season: 2024,
      throughWeek: 5,
      label: '2024 regular season through Week 5',
    });
    const week = await getJson<{ games: GameResponse[] }>(`/api/schedules/games?${WEEK_6}`);
    expect(guide.games.map((entry) => entry.game)).toEqual(week.games);
  });

  it("gives each side its record and points per game over the basis, ranked among the league's teams", async () => {
    const teams = await getJson<{ teams: { teamId: string }[] }>('/api/teams/all');
    const rates = new Map<string, { scored: number; allowed: number }>();
    for (const team of teams.teams) {
      const games = await basisGames(team.teamId);
      if (games.length === 0) continue;
      rates.set(team.teamId, {
        scored: games.reduce((sum, game) => sum + game.scored, 0) / games.length,
        allowed: games.reduce((sum, game) => sum + game.allowed, 0) / games.length,
      });
    }
    const rankOf = (value: number, all: number[], more: boolean) =>
      1 + all.filter((other) => (more ? other > value : other < value)).length;
    for (const { home, visitor } of guide.games) {
      for (const side of [home, visitor]) {
        const games = await basisGames(side.teamId);
        expect(side.games).toBe(games.length);
        expect(side.record).toEqual({
          wins: games.filter((game) => game.scored > game.allowed).length,
          losses: games.filter((game) => game.scored < game.allowed).length,
          ties: games.filter((game) => game.scored === game.allowed).length,
        });
        const rate = rates.get(side.teamId)!;
        expect(side.figures.pointsPerGame.value).toBeCloseTo(rate.scored, 9);
        expect(side.figures.pointsAllowedPerGame.value).toBeCloseTo(rate.allowed, 9);
        const all = [...rates.values()];
        expect(side.figures.pointsPerGame.rank).toBe(
          rankOf(
            rate.scored,
            all.map((r) => r.scored),
            true,
          ),
        );
        expect(side.figures.pointsAllowedPerGame.rank).toBe(
          rankOf(
            rate.allowed,
            all.map((r) => r.allowed),
            false,
          ),
        );
      }
    }
  });

  it('ranks every figure in its order, 1 the best', () => {
    const sides = guide.games.flatMap((entry) => [entry.home, entry.visitor]);
    for (const [figure, { order }] of Object.entries(GUIDE_TEAM_FIGURES) as [
      GuideTeamFigure,
      (typeof GUIDE_TEAM_FIGURES)[GuideTeamFigure],
    ][]) {
      for (const a of sides) {
        const first = a.figures[figure];
        expect(first.rank).toBeGreaterThanOrEqual(1);
        expect(first.rank).toBeLessThanOrEqual(32);
        for (const b of sides) {
          const second = b.figures[figure];
          const isBetter = order === 'high' ? first.value! > second.value! : first.value! < second.value!;
          if (isBetter) expect(first.rank!, figure).toBeLessThan(second.rank!);
          if (first.value === second.value) expect(first.rank).toBe(second.rank);
        }
      }
    }
  });

  it("shows the standings of the basis' last week", async () => {
    const standings = await getJson<StandingsResponse>(
      '/api/schedules/standings?season=2024&seasonType=REG&week=5',
    );
    for (const side of guide.games.flatMap((entry) => [entry.home, entry.visitor])) {
      const row = standings.standings.find((candidate) => candidate.team.id === side.teamId)!;
      expect(side.standing).toMatchObject({
        divisionRank: row.division.rank,
        seed: row.seed,
        streak: row.streak,
      });
    }
  });

  it("lists each team's week injury report as the team page has it", async () => {
    for (const side of guide.games.flatMap((entry) => [entry.home, entry.visitor])) {
      const report = await getJson<TeamInjuriesResponse>(
        `/api/schedules/game/team/injuries?${WEEK_6}&teamId=${side.teamId}`,
      );
      expect(side.injuries).toEqual(report.injuries);
    }
    expect(guide.games.some((entry) => entry.home.injuries.length + entry.visitor.injuries.length > 0)).toBe(
      true,
    );
  });

  it("picks up to three players to watch, each on the team's active roster this week and a regular in the basis", async () => {
    for (const side of guide.games.flatMap((entry) => [entry.home, entry.visitor]).slice(0, 6)) {
      expect(side.playersToWatch.length).toBeGreaterThan(0);
      expect(side.playersToWatch.length).toBeLessThanOrEqual(3);
      const roster = await getJson<TeamRosterResponse>(
        `/api/teams/rosterWeek?${WEEK_6}&teamId=${side.teamId}`,
      );
      for (const player of side.playersToWatch) {
        const rows = await basisRows(player.nflId);
        expect(player.gamesPlayed).toBe(rows.length);
        expect(player.gamesPlayed).toBeGreaterThanOrEqual(Math.ceil(side.games / 2));
        expect(roster.players.find((entry) => entry.nflId === player.nflId)?.status).toBe('ACT');
        expect(player.figures[0]).toEqual({ label: 'Fantasy pts/g (half PPR)', value: expect.any(String) });
      }
    }
  });

  it("pairs each team's leading receiver, rusher and pass rusher with the other side's ranked figure", async () => {
    const groups = { passing: 'receiving', rushing: 'rushing', passRush: 'defense' } as const;
    const keys = { passing: 'yards', rushing: 'yards', passRush: 'sacks' } as const;
    for (const entry of guide.games.slice(0, 3)) {
      expect(entry.matchups.length).toBe(6);
      for (const matchup of entry.matchups) {
        // The team's totals over weeks 1-5 from the single-game tables.
        const totals = new Map<number, number>();
        for (const week of BASIS_WEEKS) {
          const table = await getJson<LeaderResponse>(
            `/api/stats/leaders/${groups[matchup.kind]}/game?season=2024&seasonType=REG&week=${week}&teamId=${matchup.player.teamId}&pageSize=100`,
          );
          for (const row of table.leaders) {
            totals.set(row.nflId!, (totals.get(row.nflId!) ?? 0) + (row.values[keys[matchup.kind]] ?? 0));
          }
        }
        expect(matchup.player.total).toBe(totals.get(matchup.player.nflId));
        expect(matchup.player.total).toBe(Math.max(...totals.values()));
        expect(matchup.player.perGame).toBeCloseTo(matchup.player.total / matchup.player.gamesPlayed, 9);
        const other = [entry.home, entry.visitor].find((side) => side.teamId === matchup.opponent.teamId)!;
        expect(other.teamId).not.toBe(matchup.player.teamId);
        expect(matchup.opponent).toMatchObject(other.figures[matchup.opponent.figure]);
      }
    }
  });

  it('uses the previous regular season in week 1, and says so when there is none', async () => {
    const week1 = gtgResponseSchema.parse(await getJson('/api/gtg?season=2024&seasonType=REG&week=1'));
    expect(week1.basis).toEqual({ season: 2023, throughWeek: null, label: '2023 regular season' });
    for (const side of week1.games.flatMap((entry) => [entry.home, entry.visitor])) {
      expect(side).toMatchObject({
        games: 0,
        record: { wins: 0, losses: 0, ties: 0 },
        standing: null,
        playersToWatch: [],
      });
      expect(side.figures.pointsPerGame).toEqual({ value: null, rank: null });
    }
    expect(week1.games.every((entry) => entry.matchups.length === 0)).toBe(true);
  });

  it('refuses bad parameters with 400 and an unknown week with 404', async () => {
    const partial = await get('/api/gtg?season=2024');
    expect(partial.status).toBe(400);
    expect(((await partial.json()) as { message: string }).message).toContain("'seasonType'");
    expect((await get('/api/gtg?season=2024&seasonType=POST&week=5')).status).toBe(400);
    expect((await get('/api/gtg?season=abc&seasonType=REG&week=1')).status).toBe(400);
    const unknown = await get('/api/gtg?season=2030&seasonType=PRE&week=2');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ statusCode: 404, message: 'No week PRE 2 in season 2030' });
  });
});
