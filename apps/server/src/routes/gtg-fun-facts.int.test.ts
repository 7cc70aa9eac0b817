/**
 * The Fun Facts' promise (issue 20 §4): never a fact the data does not support. Every fact of a
 * week is recomputed here from the other public operations — team schedules, player game logs,
 * single-game leaders, injury reports — with code of its own (not the domain's composers), and
 * must hold: its figures, its games, its subject playing in its game, and its text stating them.
 */
import {
  type FunFactResponse,
  type FunFactsResponse,
  type GameResponse,
  funFactsResponseSchema,
  type LeaderResponse,
  type PlayerGameLogResponse,
  type TeamInjuriesResponse,
} from '@all22/contracts';
import { testDatabaseTargets } from '@all22/db/testing';
import {
  compareWeeks,
  formatStatValue,
  isFinal,
  MILESTONES,
  type SeasonType,
  type SeasonWeek,
} from '@all22/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';
import { mintAccessToken } from '../testing/oidc-test-client.js';

/** The current week (games final, live and to come) and a later one (its series already begun). */
const WEEKS: readonly SeasonWeek[] = [
  { season: 2024, seasonType: 'REG', week: 6 },
  { season: 2024, seasonType: 'REG', week: 12 },
];

type Claim<K extends FunFactResponse['claim']['kind']> = Extract<FunFactResponse['claim'], { kind: K }>;
type LogRow = PlayerGameLogResponse['games'][number];
type Figure = keyof LogRow['headline'];

/** A team's final game from its side. */
interface TeamGame {
  gameId: number;
  season: number;
  seasonType: SeasonType;
  week: number;
  opponentId: string;
  teamScore: number;
  opponentScore: number;
}

const outcome = (a: number, b: number) => (a > b ? 'W' : a < b ? 'L' : 'T');

/** The run of items at the end that all match. */
function trailing<T>(items: readonly T[], matches: (item: T) => boolean): T[] {
  const run: T[] = [];
  for (let index = items.length - 1; index >= 0 && matches(items[index]!); index -= 1)
    run.unshift(items[index]!);
  return run;
}

const STREAK_RULES: Record<Claim<'playerStreak'>['stat'], { min: number; holds: (row: LogRow) => boolean }> =
  {
    multiTouchdownPassGames: { min: 3, holds: (row) => row.headline.passTouchdowns >= 2 },
    scrimmageTouchdownGames: {
      min: 3,
      holds: (row) => row.headline.rushTouchdowns + row.headline.receivingTouchdowns >= 1,
    },
    passing300Games: { min: 2, holds: (row) => row.headline.passYards >= 300 },
    rushing100Games: { min: 2, holds: (row) => row.headline.rushYards >= 100 },
    receiving100Games: { min: 2, holds: (row) => row.headline.receivingYards >= 100 },
    sackGames: { min: 4, holds: (row) => row.headline.sacks > 0 },
  };

/** Each season high's leader table and column. */
const HIGH_TABLES = {
  passYards: { group: 'passing', key: 'yards' },
  rushYards: { group: 'rushing', key: 'yards' },
  receivingYards: { group: 'receiving', key: 'yards' },
  sacks: { group: 'defense', key: 'sacks' },
} as const;

describe.each(testDatabaseTargets())('fun facts, each recomputed from the API, on %s', (target) => {
  let league: LeagueTestApp;
  /** The week's games are the Game Time Guide's (subscribers by default, as /gtg/fun-facts is). */
  let token: string;
  const cache = new Map<string, Promise<unknown>>();

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    token = await mintAccessToken(league.app, league.baseUrl, {
      sub: 'fun-facts-subscriber',
      plans: [{ id: 'all22-monthly', status: 'ACTIVE' }],
    });
  }, 180_000);
  afterAll(() => league?.close());

  const get = (path: string) =>
    fetch(`${league.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  /** A 200 answer's JSON, asked once per path. */
  const getJson = <T>(path: string): Promise<T> => {
    if (!cache.has(path)) {
      cache.set(
        path,
        get(path).then(async (response) => {
          expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
          return response.json();
        }),
      );
    }
    return cache.get(path) as Promise<T>;
  };
  const query = (week: SeasonWeek) => `season=${week.season}&seasonType=${week.seasonType}&week=${week.week}`;

  /** A team's final regular-season and playoff games before `week`, every season from `firstSeason`, oldest first. */
  async function teamGamesBefore(teamId: string, week: SeasonWeek, firstSeason: number): Promise<TeamGame[]> {
    const games: TeamGame[] = [];
    for (let season = firstSeason; season <= week.season; season += 1) {
      const schedule = await getJson<GameResponse[]>(`/api/teams/schedule?season=${season}&teamId=${teamId}`);
      for (const game of [...schedule].sort(
        (a, b) => a.isoTime.localeCompare(b.isoTime) || a.gameId - b.gameId,
      )) {
        if (game.seasonType === 'PRE' || !isFinal(game.phase) || compareWeeks(game, week) >= 0) continue;
        const isHome = game.homeTeamId === teamId;
        games.push({
          gameId: game.gameId,
          season: game.season,
          seasonType: game.seasonType,
          week: game.week,
          opponentId: isHome ? game.visitorTeamId : game.homeTeamId,
          teamScore: isHome ? game.homeTeam.score.total : game.visitorTeam.score.total,
          opponentScore: isHome ? game.visitorTeam.score.total : game.homeTeam.score.total,
        });
      }
    }
    return games;
  }

  /** A player's final game-log rows of a season before `week` (regular season, then playoffs). */
  async function playerRowsBefore(nflId: number, season: number, week: SeasonWeek, types: SeasonType[]) {
    const rows: LogRow[] = [];
    for (const seasonType of types) {
      const log = await getJson<PlayerGameLogResponse>(
        `/api/players/gameLog?playerId=${nflId}&season=${season}&seasonType=${seasonType}`,
      );
      for (const row of log.games) {
        if (row.result !== null && compareWeeks({ season, seasonType, week: row.week }, week) < 0)
          rows.push(row);
      }
    }
    return rows;
  }

  /** The player plays for a team of the fact's game, his last game was for it, and he is not ruled out. */
  async function expectAvailable(fact: FunFactResponse, nflId: number, teamId: string, week: SeasonWeek) {
    const rows = await playerRowsBefore(nflId, week.season, week, ['REG', 'POST']);
    expect(rows.at(-1)?.teamId, fact.text).toBe(teamId);
    const injuries = await getJson<TeamInjuriesResponse>(
      `/api/schedules/game/team/injuries?${query(week)}&teamId=${teamId}`,
    );
    const status = injuries.injuries.find((line) => line.person.id === nflId)?.injuryStatus;
    expect(['OUT', 'IR'], fact.text).not.toContain(status);
  }

  async function checkTeamStreak(
    fact: FunFactResponse,
    claim: Claim<'teamStreak'>,
    week: SeasonWeek,
    first: number,
  ) {
    const games = await teamGamesBefore(claim.teamId, week, first);
    const last = games.at(-1)!;
    const run = trailing(
      games,
      (game) => outcome(game.teamScore, game.opponentScore) === outcome(last.teamScore, last.opponentScore),
    );
    expect(outcome(last.teamScore, last.opponentScore)).toBe(claim.outcome);
    expect(run.map((game) => game.gameId)).toEqual(claim.gameIds);
    expect(claim.length).toBe(run.length);
    expect(claim.length).toBeGreaterThanOrEqual(3);
    expect(fact.text).toContain(`${claim.outcome === 'W' ? 'won' : 'lost'} ${claim.length} games in a row`);
  }

  async function checkHeadToHead(
    fact: FunFactResponse,
    claim: Claim<'headToHead'>,
    week: SeasonWeek,
    first: number,
  ) {
    const meetings = (await teamGamesBefore(claim.teamId, week, first)).filter(
      (game) => game.opponentId === claim.opponentId,
    );
    const count = (result: string) =>
      meetings.filter((game) => outcome(game.teamScore, game.opponentScore) === result).length;
    expect([claim.wins, claim.losses, claim.ties]).toEqual([count('W'), count('L'), count('T')]);
    expect(claim.gameIds).toEqual(meetings.map((game) => game.gameId));
    expect(claim.sinceSeason).toBe(first);
    const last = meetings.at(-1);
    const lastOutcome = last ? outcome(last.teamScore, last.opponentScore) : 'T';
    const run =
      lastOutcome === 'T'
        ? []
        : trailing(meetings, (game) => outcome(game.teamScore, game.opponentScore) === lastOutcome);
    expect(claim.streak).toEqual(
      run.length >= 2
        ? { teamId: lastOutcome === 'W' ? claim.teamId : claim.opponentId, length: run.length }
        : null,
    );
    const game = (await getJson<FunFactsResponse>(`/api/gtg/funFacts?${query(week)}`)).games.find(
      (candidate) => candidate.gameId === fact.gameId,
    )!;
    expect([game.homeTeamId, game.visitorTeamId]).toEqual([claim.teamId, claim.opponentId]);
    if (meetings.length === 0) expect(fact.text).toContain('have not met');
    else {
      const high = Math.max(claim.wins, claim.losses);
      expect(fact.text).toContain(`${high}-${Math.min(claim.wins, claim.losses)}`);
    }
  }

  async function checkTeamRecord(claim: Claim<'teamRecord'>, week: SeasonWeek, first: number) {
    const games = (await teamGamesBefore(claim.teamId, week, first)).filter(
      (game) => game.season === week.season && game.seasonType === 'REG',
    );
    const count = (result: string) =>
      games.filter((game) => outcome(game.teamScore, game.opponentScore) === result).length;
    expect([claim.wins, claim.losses, claim.ties]).toEqual([count('W'), count('L'), count('T')]);
    expect(games.length).toBeGreaterThanOrEqual(3);
    expect(claim.record === 'unbeaten' ? claim.losses : claim.wins).toBe(0);
  }

  async function checkTeamLeader(
    fact: FunFactResponse,
    claim: Claim<'teamLeader'>,
    week: SeasonWeek,
    first: number,
  ) {
    const teams = await getJson<{ teams: { teamId: string }[] }>('/api/teams/all');
    const rates: { teamId: string; points: number; games: number }[] = [];
    for (const team of teams.teams) {
      const games = (await teamGamesBefore(team.teamId, week, first)).filter(
        (game) => game.season === week.season && game.seasonType === 'REG',
      );
      if (games.length === 0) continue;
      const points = games.reduce(
        (sum, game) => sum + (claim.stat === 'pointsPerGame' ? game.teamScore : game.opponentScore),
        0,
      );
      rates.push({ teamId: team.teamId, points, games: games.length });
    }
    const better = claim.stat === 'pointsPerGame' ? 1 : -1;
    rates.sort((a, b) => better * (b.points / b.games - a.points / a.games));
    expect(rates[0]).toEqual({ teamId: claim.teamId, points: claim.points, games: claim.games });
    expect(rates[1]!.points / rates[1]!.games).not.toBe(claim.points / claim.games);
    expect(claim.games).toBeGreaterThanOrEqual(3);
    expect(fact.text).toContain(formatStatValue(claim.points / claim.games));
  }

  async function checkPlayerStreak(fact: FunFactResponse, claim: Claim<'playerStreak'>, week: SeasonWeek) {
    await expectAvailable(fact, claim.nflId, claim.teamId, week);
    const rows = await playerRowsBefore(claim.nflId, week.season, week, ['REG', 'POST']);
    const rule = STREAK_RULES[claim.stat];
    const run = trailing(rows, rule.holds);
    expect(run.map((row) => row.gameId)).toEqual(claim.gameIds);
    expect(claim.length).toBe(run.length);
    expect(claim.length).toBeGreaterThanOrEqual(rule.min);
    expect(fact.text).toContain(`in ${claim.length} straight games`);
  }

  async function checkMilestone(
    fact: FunFactResponse,
    claim: Claim<'milestone'>,
    week: SeasonWeek,
    first: number,
  ) {
    expect(week.seasonType).toBe('REG');
    await expectAvailable(fact, claim.nflId, claim.teamId, week);
    const figure = claim.stat as Figure;
    const season = await playerRowsBefore(claim.nflId, week.season, week, ['REG']);
    const seasonTotal = season.reduce((sum, row) => sum + row.headline[figure], 0);
    let earlier = 0;
    for (let year = first; year < week.season; year += 1) {
      const rows = await playerRowsBefore(claim.nflId, year, week, ['REG']);
      earlier += rows.reduce((sum, row) => sum + row.headline[figure], 0);
    }
    if (claim.scope === 'career') expect(earlier).toBeGreaterThan(0);
    const total = claim.scope === 'season' ? seasonTotal : seasonTotal + earlier;
    const perGame = seasonTotal / season.length;
    const ladder = MILESTONES[claim.stat][claim.scope];
    expect(season.length).toBe(claim.gamesPlayed);
    expect(season.length).toBeGreaterThanOrEqual(2);
    expect(claim.total).toBeCloseTo(total, 9);
    expect(claim.perGame).toBeCloseTo(perGame, 9);
    // The lowest rung of the ladder above his total.
    expect(claim.milestone % ladder.step).toBe(0);
    expect(claim.milestone).toBeGreaterThanOrEqual(ladder.first);
    expect(claim.milestone).toBeGreaterThan(total);
    if (claim.milestone > ladder.first) expect(claim.milestone - ladder.step).toBeLessThanOrEqual(total);
    expect(claim.remaining).toBeCloseTo(claim.milestone - total, 9);
    expect(claim.remaining).toBeLessThanOrEqual(perGame);
    expect(fact.text).toContain(`to reach ${formatStatValue(claim.milestone, { decimals: 0 })}`);
  }

  async function checkSeasonHigh(
    fact: FunFactResponse,
    claim: Claim<'seasonHigh'>,
    week: SeasonWeek,
    first: number,
  ) {
    const regularWeeks = Array.from(
      { length: week.seasonType === 'REG' ? week.week - 1 : 18 },
      (_, i) => i + 1,
    );
    /** Every final game's figure at the top of each week's table. */
    const tops: { gameId: number; holder: string; value: number }[] = [];
    if (claim.stat === 'points') {
      const teams = await getJson<{ teams: { teamId: string }[] }>('/api/teams/all');
      for (const team of teams.teams) {
        for (const game of await teamGamesBefore(team.teamId, week, first)) {
          if (game.season === week.season && game.seasonType === 'REG') {
            tops.push({ gameId: game.gameId, holder: team.teamId, value: game.teamScore });
          }
        }
      }
    } else {
      const table = HIGH_TABLES[claim.stat];
      for (const weekNumber of regularWeeks) {
        const weekGames = await getJson<{ games: GameResponse[] }>(
          `/api/schedules/games?season=${week.season}&seasonType=REG&week=${weekNumber}`,
        );
        const final = new Set(
          weekGames.games.filter((game) => isFinal(game.phase)).map((game) => game.gameId),
        );
        const leaders = await getJson<LeaderResponse>(
          `/api/stats/leaders/${table.group}/game?season=${week.season}&seasonType=REG&week=${weekNumber}&sortKey=${table.key}&sortValue=DESC&pageSize=25`,
        );
        for (const row of leaders.leaders) {
          if (row.gameId !== null && final.has(row.gameId)) {
            tops.push({ gameId: row.gameId, holder: String(row.nflId), value: row.values[table.key] ?? 0 });
          }
        }
      }
    }
    const best = Math.max(...tops.map((top) => top.value));
    expect(claim.value).toBe(best);
    const atBest = tops.filter((top) => top.value === best);
    const holder = claim.nflId === null ? claim.teamId : String(claim.nflId);
    expect(atBest).toContainEqual({ gameId: claim.gameId, holder, value: best });
    expect(claim.isShared).toBe(atBest.length > 1);
    expect(atBest.length).toBeLessThanOrEqual(2);
    if (claim.nflId !== null) await expectAvailable(fact, claim.nflId, claim.teamId, week);
    expect(fact.text).toContain(
      formatStatValue(claim.value, { decimals: Number.isInteger(claim.value) ? 0 : 1 }),
    );
  }

  it.each(WEEKS)(
    'recomputes every fact of $season $seasonType week $week',
    async (week) => {
      const response = await get(`/api/gtg/funFacts?${query(week)}`);
      expect(response.status).toBe(200);
      const body = funFactsResponseSchema.parse(await response.json());
      expect(body).toMatchObject(week);
      const teams = await getJson<{ teams: unknown[] }>('/api/teams/all');
      expect(teams.teams.length).toBe(32);
      const first = body.firstSeason;
      const weekGames = await getJson<{ games: GameResponse[] }>(`/api/schedules/games?${query(week)}`);
      expect(body.games.map((game) => game.gameId)).toEqual(weekGames.games.map((game) => game.gameId));
      // A head-to-head fact for every game.
      expect(
        body.facts.filter((fact) => fact.claim.kind === 'headToHead').map((fact) => fact.gameId),
      ).toEqual(body.games.map((game) => game.gameId));
      expect(new Set(body.facts.map((fact) => fact.id)).size).toBe(body.facts.length);
      // At most three milestones a game (the closest: docs/decisions/gtg.md).
      for (const game of body.games) {
        const milestones = body.facts.filter(
          (fact) => fact.gameId === game.gameId && fact.kind === 'milestone',
        );
        expect(milestones.length).toBeLessThanOrEqual(3);
      }

      for (const fact of body.facts) {
        const game = body.games.find((candidate) => candidate.gameId === fact.gameId);
        expect(game, fact.text).toBeDefined();
        const { claim } = fact;
        if ('teamId' in claim)
          expect([game!.homeTeamId, game!.visitorTeamId], fact.text).toContain(claim.teamId);
        switch (claim.kind) {
          case 'teamStreak':
            await checkTeamStreak(fact, claim, week, first);
            break;
          case 'headToHead':
            await checkHeadToHead(fact, claim, week, first);
            break;
          case 'teamRecord':
            await checkTeamRecord(claim, week, first);
            break;
          case 'teamLeader':
            await checkTeamLeader(fact, claim, week, first);
            break;
          case 'playerStreak':
            await checkPlayerStreak(fact, claim, week);
            break;
          case 'milestone':
            await checkMilestone(fact, claim, week, first);
            break;
          case 'seasonHigh':
            await checkSeasonHigh(fact, claim, week, first);
            break;
        }
        // Every link leads somewhere real.
        for (const link of fact.links) {
          if (link.kind === 'player') await getJson(`/api/players/player?nflId=${link.nflId}`);
          if (link.kind === 'team') expect(link.teamId).toMatch(/^\d{4}$/);
          if (link.kind === 'game') await getJson(`/api/schedules/game?gameId=${link.gameId}`);
        }
        for (const row of fact.evidence) {
          if (row.gameId !== null) await getJson(`/api/schedules/game?gameId=${row.gameId}`);
        }
      }
    },
    300_000,
  );

  it('has facts of every kind in the current week', async () => {
    const body = await getJson<FunFactsResponse>(`/api/gtg/funFacts?${query(WEEKS[0]!)}`);
    expect(new Set(body.facts.map((fact) => fact.kind))).toEqual(
      new Set(['headToHead', 'streak', 'record', 'milestone']),
    );
    const later = await getJson<FunFactsResponse>(`/api/gtg/funFacts?${query(WEEKS[1]!)}`);
    // By week 12 some of the week's teams have met this season.
    expect(
      later.facts.some((fact) => fact.claim.kind === 'headToHead' && fact.claim.gameIds.length > 0),
    ).toBe(true);
  });

  it('answers the current week without parameters, and no facts from preseason games', async () => {
    const current = await getJson<FunFactsResponse>('/api/gtg/funFacts');
    expect(current).toMatchObject({ season: 2024, seasonType: 'REG', week: 6, weekSlug: 'WEEK_6' });
    const preseason = await getJson<FunFactsResponse>('/api/gtg/funFacts?season=2024&seasonType=PRE&week=1');
    expect(preseason.facts.length).toBe(preseason.games.length);
    for (const fact of preseason.facts) expect(fact.claim).toMatchObject({ kind: 'headToHead', gameIds: [] });
  });

  it('refuses bad parameters with 400 and an unknown week with 404', async () => {
    const partial = await get('/api/gtg/funFacts?season=2024&week=6');
    expect(partial.status).toBe(400);
    expect(((await partial.json()) as { message: string }).message).toContain("'seasonType'");
    expect((await get('/api/gtg/funFacts?season=2024&seasonType=REG&week=19')).status).toBe(400);
    const unknown = await get('/api/gtg/funFacts?season=2031&seasonType=REG&week=3');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ statusCode: 404, message: 'No week REG 3 in season 2031' });
  });
});
