import { fantasySeasonStats, games, injuries, playerGameStats, type Database } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import {
  getByeWeek,
  isFinal,
  type FantasyRanking,
  type PlayerComparison,
  type PlayerFantasyProfile,
  type PlayerInjury,
  type PlayerUsage,
  type PointsAllowedToPosition,
  type PositionOutlook,
  type ScheduleOutlook,
  type TeamId,
  type TeamStatsSummary,
  type WaiverCandidates,
} from '@all22/domain';
import { and, desc, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findAnalystTestLeague, type AnalystTestLeague } from '../../../testing/analyst-test-league.js';
import { buildLeagueTestApp, type LeagueTestApp } from '../../../testing/league-test-app.js';
import { computeEveryTime, type AnalystContext } from '../analyst-tool.js';
import type { FindPlayersResult } from './find-players-tool.js';
import { AnalystToolError, analystTools } from './index.js';

const SEASON = 2024;

describe.each(testDatabaseTargets())('the analyst tools on %s', (target) => {
  let league: LeagueTestApp;
  let names: AnalystTestLeague;
  let db: Database;

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    db = league.database.db;
    names = await findAnalystTestLeague(db);
  }, 180_000);
  afterAll(() => league?.close());

  const contextFor = (pointsPerReception: 0 | 0.5 | 1 = 0): AnalystContext => ({
    database: db,
    userId: 'local',
    pointsPerReception,
    now: league.now,
    signal: new AbortController().signal,
    remember: computeEveryTime,
  });

  /** Runs a tool by name as an engine does: the arguments parsed with its schema first. */
  async function run<Result>(name: string, args: Record<string, unknown>, ppr: 0 | 0.5 | 1 = 0) {
    const tool = analystTools.find((candidate) => candidate.name === name);
    if (!tool) throw new Error(`no tool ${name}`);
    return (await tool.run(tool.parameters.parse(args), contextFor(ppr))) as Result;
  }

  const round1 = (value: number) => Math.round(value * 10) / 10;

  /** A team's finished regular-season games of the test season, read straight from the games. */
  async function findFinishedGames(teamId: TeamId) {
    const rows = await db
      .select()
      .from(games)
      .where(
        and(
          eq(games.season, SEASON),
          eq(games.seasonType, 'REG'),
          or(eq(games.homeTeamId, teamId), eq(games.visitorTeamId, teamId)),
        ),
      );
    return rows.filter((game) => isFinal(game.phase));
  }

  it('are named in snake_case, described, and give JSON schemas a model can call', () => {
    const toolNames = analystTools.map((tool) => tool.name);
    expect(new Set(toolNames).size).toBe(toolNames.length);
    for (const tool of analystTools) {
      expect(tool.name).toMatch(/^[a-z]+(_[a-z]+)+$/);
      expect(tool.description.length).toBeGreaterThan(40);
      expect(z.toJSONSchema(tool.parameters)).toMatchObject({ type: 'object' });
    }
  });

  it('find_players finds a player by his last name in lower case, best match first', async () => {
    const [wr] = names.top.WR;
    const result = await run<FindPlayersResult>('find_players', { name: wr.lastName.toLowerCase() });
    expect(result.players.map((player) => player.nflId)).toContain(wr.nflId);
    expect(result.players[0]?.matchQuality).toBe('exact-last-name');
  });

  it('get_player_fantasy_profile reads the season and the last finished games in the user scoring', async () => {
    const [rb] = names.top.RB;
    const [row] = await db
      .select()
      .from(fantasySeasonStats)
      .where(
        and(
          eq(fantasySeasonStats.nflId, rb.nflId),
          eq(fantasySeasonStats.season, SEASON),
          eq(fantasySeasonStats.seasonType, 'REG'),
        ),
      );
    if (!row) throw new Error('no season row');
    const standard = await run<PlayerFantasyProfile>('get_player_fantasy_profile', { player: rb.name });
    const ppr = await run<PlayerFantasyProfile>(
      'get_player_fantasy_profile',
      { player: String(rb.nflId) },
      1,
    );
    expect(standard).toMatchObject({ season: SEASON, scoring: 'Standard', gamesPlayed: row.gamesPlayed });
    expect(standard.fantasyPoints).toBe(round1(row.fpStd));
    expect(ppr.fantasyPoints).toBe(round1(row.fpPpr));
    expect(ppr.scoring).toBe('PPR');
    expect(standard.positionRankLabel).toBe(row.fpPosRkLblStd);
    expect(standard.recentGames.length).toBeLessThanOrEqual(4);
    expect(standard.recentGameCount).toBe(standard.recentGames.length);
    const weeks = standard.recentGames.map((game) => game.week);
    expect(weeks).toEqual([...weeks].sort((a, b) => b - a));
    const lines = await db
      .select({ week: playerGameStats.week, fpStd: playerGameStats.fpStd, phase: games.phase })
      .from(playerGameStats)
      .innerJoin(games, eq(games.gameId, playerGameStats.gameId))
      .where(
        and(
          eq(playerGameStats.nflId, rb.nflId),
          eq(playerGameStats.season, SEASON),
          eq(playerGameStats.seasonType, 'REG'),
        ),
      )
      .orderBy(desc(playerGameStats.week));
    const finished = lines.filter((line) => isFinal(line.phase)).slice(0, 4);
    expect(standard.recentGames.map((game) => [game.week, game.fantasyPoints])).toEqual(
      finished.map((line) => [line.week, round1(line.fpStd)]),
    );
    const mean = finished.reduce((sum, line) => sum + round1(line.fpStd), 0) / finished.length;
    expect(standard.recentPointsPerGame).toBe(round1(mean));
  });

  it('get_fantasy_rankings lists a position by rank in the user scoring', async () => {
    const ranking = await run<FantasyRanking>('get_fantasy_rankings', { position: 'WR', limit: 5 }, 0.5);
    expect(ranking.scoring).toBe('Half PPR');
    expect(ranking.players.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(ranking.players.map((row) => row.rankLabel)).toEqual(['WR1', 'WR2', 'WR3', 'WR4', 'WR5']);
    const points = ranking.players.map((row) => row.fantasyPoints);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it('get_position_outlook agrees with the ranking, the profile, the game lines and the matchup tools', async () => {
    const outlook = await run<PositionOutlook>('get_position_outlook', { position: 'RB', limit: 4 }, 1);
    const ranking = await run<FantasyRanking>('get_fantasy_rankings', { position: 'RB', limit: 4 }, 1);
    expect(outlook).toMatchObject({ position: 'RB', season: SEASON, scoring: 'PPR', windowGames: 3 });
    expect(
      outlook.players.map(({ rank, rankLabel, player, fantasyPoints, pointsPerGame }) => ({
        rank,
        rankLabel,
        player,
        fantasyPoints,
        pointsPerGame,
      })),
    ).toEqual(
      ranking.players.map(({ rank, rankLabel, player, fantasyPoints, pointsPerGame }) => ({
        rank,
        rankLabel,
        player,
        fantasyPoints,
        pointsPerGame,
      })),
    );
    for (const row of outlook.players) {
      const profile = await run<PlayerFantasyProfile>(
        'get_player_fantasy_profile',
        { player: String(row.player.nflId) },
        1,
      );
      const recent = profile.recentGames.slice(0, 3).map((game) => game.fantasyPoints);
      expect(row.recentGames).toBe(recent.length);
      expect(row.recentPointsPerGame).toBe(round1(recent.reduce((a, b) => a + b, 0) / recent.length));
      expect(row.recentChange).toBe(round1(row.recentPointsPerGame! - row.pointsPerGame));
      const lines = await db
        .select({
          targets: playerGameStats.targets,
          carries: playerGameStats.rushAttempts,
          phase: games.phase,
        })
        .from(playerGameStats)
        .innerJoin(games, eq(games.gameId, playerGameStats.gameId))
        .where(
          and(
            eq(playerGameStats.nflId, row.player.nflId),
            eq(playerGameStats.season, SEASON),
            eq(playerGameStats.seasonType, 'REG'),
          ),
        )
        .orderBy(desc(playerGameStats.week));
      const touches = lines.filter((line) => isFinal(line.phase)).map((line) => line.targets + line.carries);
      const mean = (values: number[]) => round1(values.reduce((a, b) => a + b, 0) / values.length);
      expect(row.touchesPerGame).toBe(mean(touches));
      expect(row.recentTouchesPerGame).toBe(mean(touches.slice(0, 3)));
      const schedule = await run<ScheduleOutlook>('get_schedule_outlook', {
        team: row.player.teamId!,
        games: 1,
      });
      expect(row.isOnByeThisWeek).toBe(schedule.isOnByeThisWeek);
      const next = schedule.nextGames[0];
      if (!next) {
        expect(row.matchup).toBeNull();
        continue;
      }
      const allowed = await run<PointsAllowedToPosition>(
        'get_points_allowed_to_position',
        { team: next.opponent.teamId, position: 'RB' },
        1,
      );
      expect(row.matchup).toEqual({
        week: next.week,
        opponentAbbr: next.opponent.abbr,
        isHome: next.isHome,
        pointsAllowedPerGame: allowed.pointsAllowedPerGame,
        rank: allowed.rank,
        teamCount: allowed.teamCount,
        differenceFromAverage: allowed.differenceFromAverage,
      });
    }
  });

  it('get_player_usage gives shares within 0–100 and averages of the weeks it lists', async () => {
    const [wr] = names.top.WR;
    const usage = await run<PlayerUsage>('get_player_usage', { player: wr.name, weeks: 3 });
    expect(usage.windowGames).toBe(usage.weeks.length);
    expect(usage.windowGames).toBeLessThanOrEqual(3);
    for (const week of usage.weeks) {
      expect(week.targetShare ?? 0).toBeGreaterThanOrEqual(0);
      expect(week.targetShare ?? 0).toBeLessThanOrEqual(100);
      expect(week.snapShare ?? 0).toBeLessThanOrEqual(100);
      expect(week.redZoneTouches).toBeLessThanOrEqual(week.targets + week.carries);
    }
    const mean = usage.weeks.reduce((sum, week) => sum + week.targets, 0) / usage.weeks.length;
    expect(usage.recent.targets).toBe(round1(mean));
    expect(usage.recent.games).toBe(usage.weeks.length);
    if (usage.earlier)
      expect(usage.change?.targets).toBe(round1(usage.recent.targets - usage.earlier.targets));
    // A receiver is targeted: his share of his team's targets is above zero.
    expect(usage.recent.targetShare).toBeGreaterThan(0);
  });

  it('get_points_allowed_to_position ranks every defense once and agrees with the game lines', async () => {
    const team = names.teams[3];
    if (!team) throw new Error('no team');
    const ranks: number[] = [];
    for (const each of names.teams) {
      const result = await run<PointsAllowedToPosition>('get_points_allowed_to_position', {
        team: each.abbr,
        position: 'RB',
      });
      ranks.push(result.rank);
    }
    expect([...ranks].sort((a, b) => a - b)).toEqual(names.teams.map((_, index) => index + 1));
    const result = await run<PointsAllowedToPosition>('get_points_allowed_to_position', {
      team: team.nick,
      position: 'RB',
    });
    // Recomputed from the raw lines: the opponents' running backs in the team's finished games.
    const teamGames = await findFinishedGames(team.teamId);
    let total = 0;
    for (const game of teamGames) {
      const lines = await db.select().from(playerGameStats).where(eq(playerGameStats.gameId, game.gameId));
      total += lines
        .filter((line) => line.teamId !== team.teamId && line.position === 'RB')
        .reduce((sum, line) => sum + line.fpStd, 0);
    }
    expect(result.games).toBe(teamGames.length);
    expect(result.pointsAllowedPerGame).toBe(round1(total / teamGames.length));
    expect(result.teamCount).toBe(names.teams.length);
  });

  it('get_injury_status reads the latest report, UNSPECIFIED for a player not on it', async () => {
    const [reported] = await db
      .select()
      .from(injuries)
      .orderBy(desc(injuries.season), desc(injuries.week))
      .limit(1);
    if (reported) {
      const injury = await run<PlayerInjury>('get_injury_status', { player: String(reported.nflId) });
      expect(injury.isOnReport).toBe(true);
      expect(injury.injuryStatus).toBe(reported.injuryStatus);
    }
    const healthy = await run<PlayerInjury>('get_injury_status', { player: 'Xyzzyq Quuxley' }).catch(
      (error: unknown) => error,
    );
    expect(healthy).toBeInstanceOf(AnalystToolError);
  });

  it('get_schedule_outlook gives the bye of the schedule and the next games not yet final', async () => {
    const [wr] = names.top.WR;
    const outlook = await run<ScheduleOutlook>('get_schedule_outlook', { player: wr.name, games: 2 });
    const teamGames = await db
      .select()
      .from(games)
      .where(
        and(
          eq(games.season, SEASON),
          or(eq(games.homeTeamId, outlook.team.teamId), eq(games.visitorTeamId, outlook.team.teamId)),
        ),
      );
    expect(outlook.byeWeek).toBe(getByeWeek(teamGames));
    expect(outlook.currentWeek).toBe(6);
    expect(outlook.nextGames.length).toBeLessThanOrEqual(2);
    const kickoffs = outlook.nextGames.map((game) => game.kickoff);
    expect(kickoffs).toEqual([...kickoffs].sort());
    for (const game of outlook.nextGames) {
      const stored = teamGames.find(
        (candidate) => candidate.week === game.week && candidate.seasonType === 'REG',
      );
      expect(stored && isFinal(stored.phase)).toBe(false);
    }
  });

  it('get_team_stats sums the finished games: record, points and rates', async () => {
    const team = names.teams[0];
    if (!team) throw new Error('no team');
    const stats = await run<TeamStatsSummary>('get_team_stats', { team: team.abbr.toLowerCase() });
    const teamGames = await findFinishedGames(team.teamId);
    const scores = teamGames.map((game) =>
      game.homeTeamId === team.teamId
        ? [game.homeScore, game.visitorScore]
        : [game.visitorScore, game.homeScore],
    );
    expect(stats.games).toBe(teamGames.length);
    expect(stats.wins).toBe(scores.filter(([own, their]) => (own ?? 0) > (their ?? 0)).length);
    expect(stats.wins + stats.losses + stats.ties).toBe(stats.games);
    const points = scores.reduce((total, [own]) => total + (own ?? 0), 0);
    expect(stats.pointsPerGame).toBe(round1(points / teamGames.length));
    expect(stats.redZonePercentage ?? 0).toBeLessThanOrEqual(100);
  });

  it('compare_players names the leader of each figure and his margin over the next best', async () => {
    const { RB, WR } = names.top;
    const comparison = await run<PlayerComparison>(
      'compare_players',
      { players: [RB[0].name, WR[0].name, WR[1].name] },
      1,
    );
    expect(comparison.players).toHaveLength(3);
    expect(comparison.scoring).toBe('PPR');
    for (const difference of comparison.differences) {
      const values = comparison.players
        .map((player) => player.figures[difference.stat])
        .filter((value): value is number => value !== null)
        .sort((a, b) => b - a);
      const leader = comparison.players.find((player) => player.player.nflId === difference.leaderNflId);
      expect(leader?.figures[difference.stat]).toBe(values[0]);
      expect(difference.difference).toBe(round1((values[0] ?? 0) - (values[1] ?? 0)));
    }
    expect(comparison.differences.map((difference) => difference.stat)).toContain('pointsPerGame');
  });

  it('find_waiver_candidates leaves out the ranked starters and sorts by recent points', async () => {
    const waivers = await run<WaiverCandidates>('find_waiver_candidates', { position: 'WR', rankCutoff: 30 });
    expect(waivers).toMatchObject({ position: 'WR', rankCutoff: 30, windowWeeks: 3 });
    expect(waivers.candidates.length).toBeGreaterThan(0);
    for (const candidate of waivers.candidates) {
      expect(candidate.player.position).toBe('WR');
      const rank = Number(candidate.seasonRankLabel?.slice(2) ?? Infinity);
      expect(rank).toBeGreaterThan(30);
    }
    const recent = waivers.candidates.map((candidate) => candidate.recentPointsPerGame);
    expect(recent).toEqual([...recent].sort((a, b) => b - a));
  });
});
