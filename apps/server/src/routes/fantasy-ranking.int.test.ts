/**
 * The fantasy ranking's filters, columns and week ranges (GET /api/secured/stats/fantasy/season
 * without nflId) and the weekly points beside it (GET /api/secured/stats/fantasy/weekly), over the
 * test league (2024 up to REG week 6): every figure checked against the stored game lines.
 */
import {
  FANTASY_STAT_KEYS,
  type FantasyRankingPlayer,
  type FantasyRankingResponse,
  type FantasyWeeklyResponse,
  type PlayerFantasyWeeksResponse,
} from '@all22/contracts';
import { games, playerGameStats, playerSeasonStats } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { formatTeamAbbr, getByeWeek } from '@all22/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';
import { mintAccessToken } from '../testing/oidc-test-client.js';

const SEASON = 2024;
const RANKING = '/api/secured/stats/fantasy/season';
const WEEKLY = '/api/secured/stats/fantasy/weekly';
const SKILL_POSITIONS = 'QB,RB,WR,TE';

type Query = Record<string, string | number>;

describe.each(testDatabaseTargets())('fantasy ranking filters and weekly points on %s', (target) => {
  let league: LeagueTestApp;
  let token: string;

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    token = await mintAccessToken(league.app, league.baseUrl, {
      sub: 'fantasy-ranking-subscriber',
      plans: [{ id: 'all22-monthly', status: 'ACTIVE' }],
    });
  }, 180_000);
  afterAll(() => league?.close());

  const get = (path: string, query: Query) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    return fetch(`${league.baseUrl}${path}?${search}`, { headers: { authorization: `Bearer ${token}` } });
  };
  const getJson = async <T>(path: string, query: Query): Promise<T> => {
    const response = await get(path, query);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };
  const rank = (query: Query = {}) =>
    getJson<FantasyRankingResponse>(RANKING, { season: SEASON, ...query }).then((body) => body.players);

  /** Unranked players (no games) come last, ranked ones first: the index of the first unranked. */
  const firstUnranked = (players: readonly FantasyRankingPlayer[]) => {
    const index = players.findIndex((player) => player.gamesPlayed === 0);
    if (index !== -1) expect(players.slice(index).every((player) => player.gamesPlayed === 0)).toBe(true);
    return index === -1 ? players.length : index;
  };

  it("gives each row its team's abbreviation and bye week and the season line's stat columns", async () => {
    const players = await rank({ position: SKILL_POSITIONS, limit: 40 });
    expect(players).toHaveLength(40);
    const schedule = await league.database.db
      .select({ home: games.homeTeamId, visitor: games.visitorTeamId, week: games.week })
      .from(games)
      .where(and(eq(games.season, SEASON), eq(games.seasonType, 'REG')));
    for (const player of players.slice(0, 10)) {
      const teamGames = schedule
        .filter((game) => game.home === player.teamId || game.visitor === player.teamId)
        .map((game) => ({ seasonType: 'REG' as const, week: game.week }));
      expect(player.byeWeek, player.displayName).toBe(getByeWeek(teamGames));
      expect(player.byeWeek).not.toBeNull();
      expect(player.teamAbbr).toMatch(/^[A-Z]{2,3}$/);
      const [line] = await league.database.db
        .select()
        .from(playerSeasonStats)
        .where(
          and(
            eq(playerSeasonStats.season, SEASON),
            eq(playerSeasonStats.seasonType, 'REG'),
            eq(playerSeasonStats.nflId, player.nflId as never),
          ),
        );
      expect(player.stats).toMatchObject({
        passYards: line!.passYards,
        passTouchdowns: line!.passTouchdowns,
        interceptions: line!.interceptionsThrown,
        rushAttempts: line!.rushAttempts,
        rushYards: line!.rushYards,
        receptions: line!.receptions,
        receivingYards: line!.receivingYards,
        fumblesLost: line!.fumblesLost,
      });
      expect(Object.keys(player.stats).sort()).toEqual([...FANTASY_STAT_KEYS].sort());
    }
    // Points follow from the columns: PPR adds a point per reception, half PPR half of one.
    for (const player of players) {
      expect(player.fpPPR - player.fpStd).toBeCloseTo(player.stats.receptions, 5);
      expect(player.fpHalfPPR - player.fpStd).toBeCloseTo(player.stats.receptions / 2, 5);
    }
  });

  it('scores kickers by their kicks, in the season and in a week range', async () => {
    const kickingOf = (stats: unknown) =>
      (stats as { kicking?: Record<string, number> }).kicking ?? ({} as Record<string, number>);
    const lines = await league.database.db
      .select({
        nflId: playerGameStats.nflId,
        week: playerGameStats.week,
        stats: playerGameStats.stats,
        phase: games.phase,
      })
      .from(playerGameStats)
      .innerJoin(games, eq(games.gameId, playerGameStats.gameId))
      .where(
        and(
          eq(playerGameStats.season, SEASON),
          eq(playerGameStats.seasonType, 'REG'),
          eq(playerGameStats.position, 'K'),
        ),
      );
    // Season figures count finished games only.
    const finished = lines.filter((line) => line.phase.includes('FINAL'));
    for (const weeks of [
      { weekFrom: 1, weekTo: 18 },
      { weekFrom: 2, weekTo: 4 },
    ]) {
      const kickers = await rank({ position: 'K', ...(weeks.weekTo === 18 ? {} : weeks) });
      const ranked = kickers.slice(0, firstUnranked(kickers));
      expect(ranked.length).toBeGreaterThan(20);
      expect(ranked[0]!.fpStd).toBeGreaterThan(0);
      for (const kicker of ranked) {
        const { fieldGoalsMade, extraPointsMade } = kicker.stats;
        // 3 points a field goal under 40 yards, 4 from 40-49, 5 from 50; 1 an extra point.
        expect(kicker.fpStd).toBeGreaterThanOrEqual(extraPointsMade + 3 * fieldGoalsMade);
        expect(kicker.fpStd).toBeLessThanOrEqual(extraPointsMade + 5 * fieldGoalsMade);
        expect(kicker.fpPPR).toBe(kicker.fpStd);
        const own = finished.filter(
          (line) => line.nflId === kicker.nflId && line.week >= weeks.weekFrom && line.week <= weeks.weekTo,
        );
        const sum = (key: string) =>
          own.reduce((total, line) => total + (kickingOf(line.stats)[key] ?? 0), 0);
        expect(kicker.stats).toMatchObject({
          fieldGoalsMade: sum('fieldGoalsMade'),
          fieldGoalsAttempted: sum('fieldGoalsAttempted'),
          extraPointsMade: sum('extraPointsMade'),
        });
      }
    }
    const byFieldGoals = await rank({ position: 'K', sortKey: 'fieldGoalsMade', sortValue: 'DESC' });
    const made = byFieldGoals
      .slice(0, firstUnranked(byFieldGoals))
      .map((kicker) => kicker.stats.fieldGoalsMade);
    expect(made).toEqual([...made].sort((a, b) => b - a));
  });

  it('filters by position and team, keeping the ranks of the whole position', async () => {
    const all = await rank();
    const receivers = await rank({ position: 'WR' });
    expect(receivers.length).toBeGreaterThan(50);
    expect(new Set(receivers.map((player) => player.position))).toEqual(new Set(['WR']));
    // Every receiver, best first: his rank is his place among them.
    const ranked = receivers.slice(0, firstUnranked(receivers));
    expect(ranked.map((player) => player.fpPosRkStd)).toEqual(ranked.map((_, index) => index + 1));
    const wrRanks = new Map(ranked.map((player) => [player.nflId, player.fpPosRkLblStd]));
    for (const player of all.filter((candidate) => candidate.position === 'WR')) {
      expect(player.fpPosRkLblStd).toBe(wrRanks.get(player.nflId) ?? null);
    }
    const skill = await rank({ position: SKILL_POSITIONS });
    expect(new Set(skill.map((player) => player.position))).toEqual(new Set(['QB', 'RB', 'WR', 'TE']));

    const teamId = receivers[0]!.teamId!;
    const team = await rank({ position: SKILL_POSITIONS, teamId });
    expect(team.length).toBeGreaterThan(5);
    expect(team.every((player) => player.teamId === teamId)).toBe(true);
    const byId = new Map(skill.map((player) => [player.nflId, player]));
    for (const player of team) {
      expect(player.fpPosRkLblPPR).toBe(byId.get(player.nflId)?.fpPosRkLblPPR);
    }
  });

  it('sorts by any column both ways, unranked players last', async () => {
    for (const sortKey of ['receivingYards', 'rushAttempts', 'twoPointConversions', 'byeWeek'] as const) {
      for (const sortValue of ['DESC', 'ASC'] as const) {
        const players = await rank({ position: SKILL_POSITIONS, sortKey, sortValue });
        const ranked = players.slice(0, firstUnranked(players));
        expect(ranked.length).toBeGreaterThan(100);
        const values = ranked.map((player) =>
          sortKey === 'byeWeek' ? (player.byeWeek ?? Infinity) : player.stats[sortKey],
        );
        const sorted = [...values].sort((a, b) => (sortValue === 'ASC' ? a - b : b - a));
        expect(values, `${sortKey} ${sortValue}`).toEqual(sorted);
      }
    }
    const byName = await rank({ position: 'QB', sortKey: 'displayName', sortValue: 'ASC' });
    const names = byName.slice(0, firstUnranked(byName)).map((player) => player.displayName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const byTeam = await rank({ position: 'QB', sortKey: 'teamAbbr', sortValue: 'DESC' });
    const abbrs = byTeam.slice(0, firstUnranked(byTeam)).map((player) => formatTeamAbbr(player.teamAbbr!));
    expect(abbrs).toEqual([...abbrs].sort((a, b) => b.localeCompare(a, 'en')));
  });

  it("sums a week range's points from the weekly points, with its own games and ranks", async () => {
    const range = await rank({ position: SKILL_POSITIONS, weekFrom: 2, weekTo: 4, sortKey: 'fpPPR' });
    const ranked = range.slice(0, firstUnranked(range));
    expect(ranked.every((player) => player.gamesPlayed >= 1 && player.gamesPlayed <= 3)).toBe(true);
    for (const player of [...ranked.slice(0, 5), ranked[ranked.length - 1]!]) {
      const weeks = await getJson<PlayerFantasyWeeksResponse>('/api/players/fantasyWeeks', {
        playerId: player.nflId,
        season: SEASON,
        seasonType: 'REG',
      });
      const inRange = weeks.weeks.filter((week) => week.week >= 2 && week.week <= 4);
      expect(player.gamesPlayed, player.displayName).toBe(inRange.length);
      for (const key of ['fpStd', 'fpHalfPPR', 'fpPPR'] as const) {
        expect(player[key]).toBeCloseTo(
          inRange.reduce((sum, week) => sum + week[key], 0),
          6,
        );
      }
      expect(player.fpPGPPR).toBeCloseTo(player.fpPPR / player.gamesPlayed, 2);
      const lines = await league.database.db
        .select({ yards: playerGameStats.receivingYards, week: playerGameStats.week })
        .from(playerGameStats)
        .where(
          and(
            eq(playerGameStats.season, SEASON),
            eq(playerGameStats.seasonType, 'REG'),
            eq(playerGameStats.nflId, player.nflId as never),
          ),
        );
      expect(player.stats.receivingYards).toBe(
        lines.filter((line) => line.week >= 2 && line.week <= 4).reduce((sum, line) => sum + line.yards, 0),
      );
    }
    // Ranks are the range's: the best-scoring receiver of the range is WR1.
    const receivers = ranked.filter((player) => player.position === 'WR');
    expect(receivers[0]!.fpPosRkLblPPR).toBe('WR1');
    expect(receivers.map((player) => player.fpPosRkPPR)).toEqual(receivers.map((_, index) => index + 1));
  });

  it('gives the season figures for the whole season as a range', async () => {
    const season = await rank({ position: SKILL_POSITIONS });
    const whole = await rank({ position: SKILL_POSITIONS, weekFrom: 1, weekTo: 18 });
    const fromOne = await rank({ position: SKILL_POSITIONS, weekFrom: 1 });
    expect(whole.map((player) => player.nflId)).toEqual(season.map((player) => player.nflId));
    expect(fromOne.map((player) => player.nflId)).toEqual(season.map((player) => player.nflId));
    season.forEach((player, index) => {
      const other = whole[index]!;
      expect(other).toMatchObject({
        gamesPlayed: player.gamesPlayed,
        fpPosRkLblStd: player.fpPosRkLblStd,
        fpPosRkLblPPR: player.fpPosRkLblPPR,
        stats: player.stats,
        byeWeek: player.byeWeek,
      });
      expect(other.fpStd).toBeCloseTo(player.fpStd, 6);
      expect(other.fpPGHalfPPR).toBeCloseTo(player.fpPGHalfPPR, 6);
    });
  });

  it("answers the ranking's players week by week, in its order, summing to its points", async () => {
    const query = {
      season: SEASON,
      position: 'RB,WR',
      weekFrom: 1,
      weekTo: 5,
      sortKey: 'fpHalfPPR',
      limit: 60,
    };
    const [{ players }, weekly] = await Promise.all([
      getJson<FantasyRankingResponse>(RANKING, query),
      getJson<FantasyWeeklyResponse>(WEEKLY, query),
    ]);
    expect(weekly).toMatchObject({ season: SEASON, seasonType: 'REG', weeks: [1, 2, 3, 4, 5] });
    expect(weekly.players.map((player) => player.nflId)).toEqual(players.map((player) => player.nflId));
    players.forEach((player, index) => {
      const { weeks } = weekly.players[index]!;
      expect(weeks.length).toBe(player.gamesPlayed);
      expect(weeks.map((week) => week.week)).toEqual(
        [...weeks.map((week) => week.week)].sort((a, b) => a - b),
      );
      expect(weeks.some((week) => week.week === player.byeWeek)).toBe(false);
      expect(weeks.reduce((sum, week) => sum + week.fpHalfPPR, 0)).toBeCloseTo(player.fpHalfPPR, 6);
    });
    const season = await getJson<FantasyWeeklyResponse>(WEEKLY, { season: SEASON, position: 'QB', limit: 3 });
    expect(season.weeks).toEqual([1, 2, 3, 4, 5, 6]);
    expect(season.players).toHaveLength(3);
  });

  it('answers 400 naming a bad filter or an impossible week range', async () => {
    for (const path of [RANKING, WEEKLY]) {
      for (const [name, query] of [
        ['position', { position: 'QB,XX' }],
        ['position', { position: 'QB,QB' }],
        ['position', { position: '' }],
        ['teamId', { teamId: '12' }],
        ['weekFrom', { weekFrom: 'one' }],
        ['weekTo', { weekTo: 19 }],
        ['weekTo', { weekFrom: 5, weekTo: 3 }],
        ['weekFrom', { seasonType: 'POST', weekFrom: 7 }],
        ['sortKey', { sortKey: 'points' }],
        ['limit', { limit: 0 }],
      ] as const) {
        const response = await get(path, { season: SEASON, ...query });
        expect(response.status, `${path} ${JSON.stringify(query)}`).toBe(400);
        const body = (await response.json()) as { message: string; statusCode: number };
        expect(body.statusCode).toBe(400);
        expect(body.message, JSON.stringify(query)).toContain(`'${name}'`);
      }
    }
  });

  it('answers an empty ranking and grid for a period without games', async () => {
    expect(await rank({ seasonType: 'POST' })).toEqual([]);
    expect(await rank({ seasonType: 'POST', weekFrom: 1, weekTo: 2 })).toEqual([]);
    const empty = await getJson<FantasyWeeklyResponse>(WEEKLY, { season: SEASON, seasonType: 'POST' });
    expect(empty).toEqual({ season: SEASON, seasonType: 'POST', weeks: [], players: [] });
  });
});
