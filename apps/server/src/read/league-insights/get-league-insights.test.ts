import type { Database } from '@all22/db';
import { asGameId, asTeamId, type TeamId } from '@all22/domain';
import { describe, expect, it, vi } from 'vitest';
import type { LiveChange, LiveChangeEvent } from '../../changes/live-changes.js';
import { buildLeagueInsights } from './build-league-insights.js';
import { createLeagueInsightsReader } from './get-league-insights.js';
import type { LeaguePlayData, SituationRow } from './read-league-plays.js';

const A = asTeamId('1000');
const B = asTeamId('2000');
const GAME = asGameId(2024090800);

/** One game's plays of one offense in one situation. */
const situation = (offense: TeamId, defense: TeamId, fields: Partial<SituationRow>): SituationRow => ({
  gameId: GAME,
  week: 1,
  offenseTeamId: offense,
  defenseTeamId: defense,
  down: 1,
  yardsToGo: 'LONG',
  plays: 0,
  epaTotal: 0,
  successes: 0,
  dropbacks: 0,
  earlyDownPlays: 0,
  earlyDownDropbacks: 0,
  runs: 0,
  passes: 0,
  sacks: 0,
  explosiveRuns: 0,
  ...fields,
});

const data = (situations: SituationRow[] = []): LeaguePlayData => ({
  season: 2024,
  situations,
  playerGames: [],
  games: [{ gameId: GAME, week: 1, isFinal: true }],
  teams: new Map([
    [A, { teamId: A, abbr: 'AAA', fullName: 'Team A' }],
    [B, { teamId: B, abbr: 'BBB', fullName: 'Team B' }],
  ]),
});

describe('buildLeagueInsights', () => {
  const game = data([
    // A: 10 plays (6 runs, 3 passes, 1 sack) for +3 EPA; B: 10 plays for -1.
    situation(A, B, {
      plays: 10,
      epaTotal: 3,
      successes: 6,
      dropbacks: 4,
      earlyDownPlays: 10,
      earlyDownDropbacks: 4,
      runs: 6,
      passes: 3,
      sacks: 1,
      explosiveRuns: 2,
    }),
    situation(B, A, {
      plays: 10,
      epaTotal: -1,
      successes: 3,
      dropbacks: 5,
      earlyDownPlays: 8,
      earlyDownDropbacks: 5,
      runs: 5,
      passes: 4,
      sacks: 1,
    }),
    // A run of 10+ yards that is no efficiency play (a try): counted for its own link only.
    situation(A, B, { down: null, yardsToGo: null, explosiveRuns: 1 }),
  ]);
  const insights = buildLeagueInsights(game, 1, new Map());

  it("gives each team's offense and defense, best net first, with its quadrant and film counts", () => {
    expect(insights.latestWeek).toBe(1);
    expect(insights.efficiency.league).toMatchObject({ plays: 20, epaPerPlay: 0.1 });
    const [first, second] = insights.efficiency.teams;
    expect(first).toMatchObject({
      team: { teamId: A, abbr: 'AAA' },
      quadrant: 'complete',
      offense: { plays: 10, epaPerPlay: 0.3, successRate: 60, passRate: 40, earlyDownPassRate: 40 },
      defense: { plays: 10, epaPerPlay: -0.1 },
    });
    expect(first?.film.offense.map((link) => link.plays)).toEqual([6, 3, 1]);
    expect(first?.film.offense[0]?.query).toBe(
      'season=2024&seasonType=REG&playType=play_type_rush&possessionTeamId=1000',
    );
    expect(first?.film.defense.map((link) => link.plays)).toEqual([5, 4, 1]);
    expect(second).toMatchObject({ team: { teamId: B }, quadrant: 'struggling' });
  });

  it("counts a team's runs of 10+ yards as the film room finds them", () => {
    const row = insights.beta.explosiveRuns.teams.find((team) => team.team.teamId === A);
    expect(row).toMatchObject({ runs: 6, explosiveRuns: 3, rate: 50 });
    expect(row?.film[0]?.plays).toBe(3);
  });

  it('makes notables of the finished game, and none of a game under way', () => {
    expect(insights.notables.cards.map((card) => [card.kind, card.team.teamId, card.value])).toEqual([
      ['teamOffense', A, 0.3],
      ['teamDefense', A, -0.1],
    ]);
    const live = buildLeagueInsights(
      { ...game, games: [{ gameId: GAME, week: 1, isFinal: false }] },
      1,
      new Map(),
    );
    expect(live.notables.cards).toEqual([]);
    expect(live.efficiency.league.plays).toBe(20);
  });
});

/** Live changes a test announces by hand. */
function createChanges() {
  const listeners = new Set<(event: LiveChangeEvent) => void>();
  const resyncs = new Set<() => void>();
  let id = 0;
  return {
    subscribe(listener: (event: LiveChangeEvent) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onResync(listener: () => void) {
      resyncs.add(listener);
      return () => void resyncs.delete(listener);
    },
    announce(change: LiveChange) {
      id += 1;
      for (const listener of listeners) listener({ id, change });
    },
    resync() {
      for (const listener of resyncs) listener();
    },
    get listenerCount() {
      return listeners.size + resyncs.size;
    },
  };
}

const gameChange = (season: number, seasonType = 'REG') =>
  ({ type: 'game', gameId: 1, season, seasonType, week: 6, phase: 'INGAME' }) as LiveChange;
const db = {} as Database;

describe('createLeagueInsightsReader', () => {
  it('reads a season once for all its weeks and for requests arriving together', async () => {
    const readData = vi.fn(async () => data());
    const reader = createLeagueInsightsReader(createChanges(), readData);
    const [first, again] = await Promise.all([
      reader.read(db, { season: 2024, week: 6 }),
      reader.read(db, { season: 2024, week: 6 }),
    ]);
    expect(again).toBe(first);
    await reader.read(db, { season: 2024, week: 5 });
    expect(readData).toHaveBeenCalledTimes(1);
    await reader.read(db, { season: 2023, week: 5 });
    expect(readData).toHaveBeenCalledTimes(2);
  });

  it("reads again when one of the season's games changes, a week begins or a resync", async () => {
    const changes = createChanges();
    const readData = vi.fn(async () => data());
    const reader = createLeagueInsightsReader(changes, readData);
    await reader.read(db, { season: 2024, week: 6 });
    changes.announce(gameChange(2023));
    changes.announce(gameChange(2024, 'PRE'));
    await reader.read(db, { season: 2024, week: 6 });
    expect(readData).toHaveBeenCalledTimes(1);
    changes.announce(gameChange(2024));
    await reader.read(db, { season: 2024, week: 6 });
    expect(readData).toHaveBeenCalledTimes(2);
    changes.announce({ type: 'week', season: 2024, seasonType: 'REG', week: 7 });
    await reader.read(db, { season: 2024, week: 6 });
    changes.resync();
    await reader.read(db, { season: 2024, week: 6 });
    expect(readData).toHaveBeenCalledTimes(4);
    reader.close();
    expect(changes.listenerCount).toBe(0);
  });

  it('forgets a failed read, and reads every time without live changes', async () => {
    const failing = vi.fn().mockRejectedValueOnce(new Error('database gone'));
    failing.mockImplementation(async () => data());
    const reader = createLeagueInsightsReader(createChanges(), failing);
    await expect(reader.read(db, { season: 2024, week: 6 })).rejects.toThrow('database gone');
    await reader.read(db, { season: 2024, week: 6 });
    expect(failing).toHaveBeenCalledTimes(2);
    const readData = vi.fn(async () => data());
    const unkept = createLeagueInsightsReader(null, readData);
    await unkept.read(db, { season: 2024, week: 6 });
    await unkept.read(db, { season: 2024, week: 6 });
    expect(readData).toHaveBeenCalledTimes(2);
  });
});
