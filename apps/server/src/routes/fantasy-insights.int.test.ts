/**
 * GET /api/secured/fantasy/insights over the test league (2024, Sunday of week 6: weeks 1–5 final):
 * access, parameters, defaults (the account's scoring), and card figures recomputed from other
 * calls — a usage card's games and target shares from the game log and box scores, a matchup's
 * points allowed from the defense's schedule, box scores and the opponents' game logs, a buy-low or
 * sell-high card's points from the game log, an injury card from the injury report and depth chart.
 */
import {
  boxScoreResponseSchema,
  fantasyInsightsResponseSchema,
  playerGameLogResponseSchema,
  teamDepthChartResponseSchema,
  teamInjuriesResponseSchema,
  teamScheduleResponseSchema,
  type FantasyInsightsResponse,
  type PlayerGameLogResponse,
} from '@all22/contracts';
import { testDatabaseTargets } from '@all22/db/testing';
import { isFinal } from '@all22/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';
import { mintAccessToken, seedUser } from '../testing/oidc-test-client.js';

const PATH = '/api/secured/fantasy/insights';
const SEASON = 2024;
const ACTIVE = [{ id: 'all22-monthly', status: 'ACTIVE' }];

/** Fantasy points of a game-log headline in a scoring. */
const pointsOf = (headline: { fpStd: number; fpHalfPPR: number; fpPPR: number }, scoring: 0 | 0.5 | 1) =>
  scoring === 0 ? headline.fpStd : scoring === 0.5 ? headline.fpHalfPPR : headline.fpPPR;
const mean = (values: readonly number[]) => values.reduce((total, value) => total + value, 0) / values.length;

describe.each(testDatabaseTargets())('fantasy insights on %s', (target) => {
  let league: LeagueTestApp;
  let subscriber: string;
  let halfPprSubscriber: string;
  let nonSubscriber: string;

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    // No account: the standard scoring.
    subscriber = await mintAccessToken(league.app, league.baseUrl, {
      sub: 'insights-subscriber',
      plans: ACTIVE,
    });
    nonSubscriber = await mintAccessToken(league.app, league.baseUrl, { sub: 'insights-free-user' });
    const account = await seedUser(league.database.db);
    halfPprSubscriber = await mintAccessToken(league.app, league.baseUrl, {
      sub: account.uid,
      plans: ACTIVE,
    });
    const saved = await fetch(`${league.baseUrl}/api/account`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${halfPprSubscriber}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { display: { pointsPerReception: 0.5 } } }),
    });
    expect(saved.status).toBe(200);
  }, 180_000);
  afterAll(() => league?.close());

  const get = (path: string, token: string | null = subscriber) =>
    fetch(`${league.baseUrl}${path}`, {
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });
  const getJson = async <T>(path: string, schema: { parse(data: unknown): T }): Promise<T> => {
    const response = await get(path);
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    return schema.parse(await response.json());
  };
  const getInsights = (query = '', token = subscriber) =>
    get(`${PATH}${query}`, token).then(async (response) => {
      expect(response.status, await response.clone().text()).toBe(200);
      return fantasyInsightsResponseSchema.strict().parse(await response.json());
    });
  const gameLogs = new Map<number, Promise<PlayerGameLogResponse>>();
  const getGameLog = (nflId: number) => {
    const held =
      gameLogs.get(nflId) ??
      getJson(`/api/players/gameLog?playerId=${nflId}&season=${SEASON}`, playerGameLogResponseSchema);
    gameLogs.set(nflId, held);
    return held;
  };
  /** His finished games of the weeks the insights read. */
  const weeksRead = async (nflId: number, insights: FantasyInsightsResponse) =>
    (await getGameLog(nflId)).games.filter(
      (game) => game.week <= insights.throughWeek && isFinal(game.phase),
    );

  it('answers 401 signed out and 403 without a subscription', async () => {
    expect((await get(PATH, null)).status).toBe(401);
    const free = await get(PATH, nonSubscriber);
    expect(free.status).toBe(403);
    expect(await free.json()).toEqual({ message: 'This call needs a subscription', statusCode: 403 });
  });

  it.each([
    ['?scoring=2', 'scoring'],
    ['?scoring=ppr', 'scoring'],
    ['?week=0', 'week'],
    ['?week=19', 'week'],
    ['?week=six', 'week'],
    ['?season=next', 'season'],
    // Week 9 has not begun at the league's clock (week 6).
    ['?season=2024&week=9', 'week'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const response = await get(`${PATH}${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; statusCode: number };
    expect(body.statusCode).toBe(400);
    expect(body.message).toContain(`'${parameter}'`);
  });

  it('answers 404 for a season the league does not have', async () => {
    for (const season of [2023, 2030]) {
      const response = await get(`${PATH}?season=${season}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        statusCode: 404,
        message: `No regular season ${season} in the league`,
      });
    }
  });

  it("is the league's current week by default, in the account's scoring (standard without one)", async () => {
    const insights = await getInsights();
    expect(insights).toMatchObject({
      season: SEASON,
      week: 6,
      throughWeek: 5,
      recentFirstWeek: 3,
      scoring: 0,
    });
    expect((await getInsights('', halfPprSubscriber)).scoring).toBe(0.5);
    expect((await getInsights('?scoring=1', halfPprSubscriber)).scoring).toBe(1);
    const response = await get(PATH);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    // An earlier week reads fewer weeks; week 1 has nothing before it.
    expect(await getInsights('?season=2024&week=4')).toMatchObject({
      week: 4,
      throughWeek: 3,
      recentFirstWeek: 1,
    });
    const first = await getInsights('?week=1');
    expect(first).toMatchObject({ week: 1, throughWeek: 0 });
    expect([...first.usage.risers, ...first.pointsAgainstExpected.buyLow, ...first.matchups.cards]).toEqual(
      [],
    );
  });

  it('holds every kind of card, and the same answer again', async () => {
    const insights = await getInsights('?scoring=1');
    expect(insights.usage.risers.length).toBeGreaterThan(0);
    expect(insights.usage.fallers.length).toBeGreaterThan(0);
    expect(insights.matchups.cards.length).toBe(16);
    expect(insights.matchups.defenses).toHaveLength(32);
    expect(
      insights.pointsAgainstExpected.buyLow.length + insights.pointsAgainstExpected.sellHigh.length,
    ).toBeGreaterThan(0);
    expect(insights.injuries.cards.length).toBeGreaterThan(0);
    expect(await getInsights('?scoring=1')).toEqual(insights);
  });

  it("recomputes a usage card's games, shares and averages from the game log and box scores", async () => {
    const insights = await getInsights('?scoring=0.5');
    const card = insights.usage.risers[0]!;
    const games = await weeksRead(card.player.nflId, insights);
    const recent = games.filter((game) => game.week >= insights.recentFirstWeek);
    expect(card.recentGames.map((game) => game.week)).toEqual(recent.map((game) => game.week).reverse());
    for (const shown of card.recentGames) {
      const logged = recent.find((game) => game.week === shown.week)!;
      expect(shown).toMatchObject({
        gameId: logged.gameId,
        opponent: { teamId: logged.opponentTeamId },
        snaps: logged.headline.snaps,
        targets: logged.headline.targets,
        carries: logged.headline.rushAttempts,
        fantasyPoints: logged.headline.fpHalfPPR,
      });
      const box = await getJson(`/api/games/boxScore?gameId=${logged.gameId}`, boxScoreResponseSchema);
      const side = box.home.teamId === logged.teamId ? box.home : box.visitor;
      const teamTargets = side.players.receiving.reduce(
        (total, entry) => total + Number(entry.stats.targets ?? 0),
        0,
      );
      expect(shown.targetShare).toBeCloseTo((100 * logged.headline.targets) / teamTargets, 1);
    }
    expect(card.season.games).toBe(games.length);
    expect(card.season.targets).toBeCloseTo(mean(games.map((game) => game.headline.targets)), 1);
    expect(card.recent.carries).toBeCloseTo(mean(recent.map((game) => game.headline.rushAttempts)), 1);
    expect(card.pointsPerGame.season).toBeCloseTo(mean(games.map((game) => game.headline.fpHalfPPR)), 1);
    expect(card.film.find((link) => link.kind === 'season')?.query).toContain(
      `season=${SEASON}&seasonType=REG`,
    );
  });

  it("recomputes a QB matchup's points allowed from the defense's games and its opponents' game logs", async () => {
    const insights = await getInsights('?scoring=0');
    const card = insights.matchups.cards.find((candidate) => candidate.position === 'QB')!;
    const schedule = await getJson(
      `/api/teams/schedule?season=${SEASON}&teamId=${card.defense.teamId}`,
      teamScheduleResponseSchema,
    );
    const played = schedule.filter(
      (game) => game.seasonType === 'REG' && game.week <= insights.throughWeek && isFinal(game.phase),
    );
    const allowed: number[] = [];
    for (const game of played) {
      const box = await getJson(`/api/games/boxScore?gameId=${game.gameId}`, boxScoreResponseSchema);
      const offense = box.home.teamId === card.defense.teamId ? box.visitor : box.home;
      const quarterbacks = new Set(
        Object.values(offense.players)
          .flat()
          .filter((entry) => entry.position === 'QB')
          .map((entry) => entry.nflId),
      );
      let points = 0;
      for (const nflId of quarterbacks) {
        const line = (await getGameLog(nflId)).games.find((logged) => logged.gameId === game.gameId);
        points += line ? pointsOf(line.headline, 0) : 0;
      }
      allowed.push(points);
    }
    expect(card.defenseLine.games).toBe(played.length);
    expect(card.defenseLine.allowedPerGame).toBeCloseTo(mean(allowed), 1);
    expect(card.defenseLine.adjustmentPerGame).toBeCloseTo(
      card.defenseLine.allowedPerGame - card.defenseLine.opponentsAveragePerGame,
      0,
    );
    // The best matchups face the defenses that give up the most over their opponents' average.
    const quarterbackCards = insights.matchups.cards.filter((candidate) => candidate.position === 'QB');
    const best = quarterbackCards.filter((candidate) => candidate.end === 'best');
    const worst = quarterbackCards.filter((candidate) => candidate.end === 'worst');
    expect(Math.min(...best.map((c) => c.defenseLine.adjustmentPerGame))).toBeGreaterThan(
      Math.max(...worst.map((c) => c.defenseLine.adjustmentPerGame)),
    );
    const line = insights.matchups.defenses.find((row) => row.team.teamId === card.defense.teamId)?.QB;
    expect(line).toEqual(card.defenseLine);
  });

  it('recomputes buy-low and sell-high points from the game log, the expectation from its parts', async () => {
    const insights = await getInsights('?scoring=1');
    const cards = [...insights.pointsAgainstExpected.buyLow, ...insights.pointsAgainstExpected.sellHigh];
    for (const card of cards.slice(0, 3)) {
      const games = await weeksRead(card.player.nflId, insights);
      expect(card.games).toBe(games.length);
      expect(card.actualPerGame).toBeCloseTo(mean(games.map((game) => game.headline.fpPPR)), 1);
      expect(card.targetsPerGame).toBeCloseTo(mean(games.map((game) => game.headline.targets)), 1);
      expect(card.expectedPerGame).toBeCloseTo(
        card.targetPoints + card.carryPoints + card.redZonePoints + card.epaPoints,
        0,
      );
      expect(card.differencePerGame).toBeCloseTo(card.actualPerGame - card.expectedPerGame, 0);
      expect(Math.sign(card.differencePerGame)).toBe(card.call === 'buyLow' ? -1 : 1);
    }
    const receivers = insights.pointsAgainstExpected.rates.find((rate) => rate.position === 'WR')!;
    // PPR: a target is worth at least its catch rate in points, more with the yards.
    expect(receivers.targetValue).toBeGreaterThan(1);
  });

  it("finds an injury card's player on the week's report and its next man up on the week's depth chart", async () => {
    const insights = await getInsights();
    const card = insights.injuries.cards[0]!;
    const teamId = card.injured.team!.teamId;
    const report = await getJson(
      `/api/schedules/game/team/injuries?season=${SEASON}&seasonType=REG&week=6&teamId=${teamId}`,
      teamInjuriesResponseSchema,
    );
    expect(report.injuries.find((line) => line.person.id === card.injured.nflId)?.injuryStatus).toBe(
      card.injuryStatus,
    );
    expect(['OUT', 'IR', 'DOUBTFUL']).toContain(card.injuryStatus);
    expect(card.injuredLine.snapShare).toBeGreaterThanOrEqual(40);
    const chart = await getJson(
      `/api/teams/depthChart?teamId=${teamId}&season=${SEASON}&seasonType=REG&week=6`,
      teamDepthChartResponseSchema,
    );
    const charted = chart.units.flatMap((unit) =>
      unit.slots.flatMap((slot) => slot.players.map((player) => player.nflId)),
    );
    expect(card.chosenBy).toBe('depthChart');
    expect(charted).toContain(card.nextManUp.nflId);
    expect(card.nextManUp.team?.teamId).toBe(teamId);
    expect(card.nextManUp.nflId).not.toBe(card.injured.nflId);
  });
});
