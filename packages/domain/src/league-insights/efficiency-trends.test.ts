import { describe, expect, it } from 'vitest';
import { asTeamId } from '../ids.js';
import {
  computeEfficiencyTrend,
  findTrendMovers,
  getNetEpaPerPlay,
  type TeamWeekEfficiency,
} from './efficiency-trends.js';
import { EMPTY_EFFICIENCY_TOTALS } from './team-efficiency.js';

/** A week in which the team's offense gained `offense` EPA a play and its defense allowed `defense`. */
const week = (
  team: string,
  number: number,
  offense: number,
  defense: number,
  plays = 10,
): TeamWeekEfficiency => ({
  teamId: asTeamId(team),
  week: number,
  offense: { ...EMPTY_EFFICIENCY_TOTALS, plays, epaTotal: offense * plays },
  defense: { ...EMPTY_EFFICIENCY_TOTALS, plays, epaTotal: defense * plays },
});

describe('getNetEpaPerPlay', () => {
  it('weighs each week by its plays, offense minus defense', () => {
    expect(getNetEpaPerPlay([week('A', 1, 0.3, 0, 10), week('A', 2, 0, 0, 30)])).toBeCloseTo(0.075);
    expect(getNetEpaPerPlay([week('A', 1, 0.1, 0.3)])).toBeCloseTo(-0.2);
    expect(getNetEpaPerPlay([])).toBeNull();
  });
});

describe('computeEfficiencyTrend', () => {
  it('gives each week its own figure and the rolling one over the last 3 weeks, skipping a bye', () => {
    const trend = computeEfficiencyTrend([
      week('A', 3, 0.3, 0),
      week('A', 1, 0.1, 0),
      week('A', 2, 0.2, 0),
      week('A', 5, -0.1, 0),
    ]);
    expect(trend).toEqual([
      { week: 1, netEpaPerPlay: 0.1, rollingNetEpaPerPlay: 0.1 },
      { week: 2, netEpaPerPlay: 0.2, rollingNetEpaPerPlay: 0.15 },
      { week: 3, netEpaPerPlay: 0.3, rollingNetEpaPerPlay: 0.2 },
      // Weeks 3–5: week 4 is a bye.
      { week: 5, netEpaPerPlay: -0.1, rollingNetEpaPerPlay: 0.1 },
    ]);
  });
});

describe('findTrendMovers', () => {
  const league = [
    // A rises: 0 before, +0.3 in weeks 3–5.
    ...[1, 2].map((n) => week('A', n, 0, 0)),
    ...[3, 4, 5].map((n) => week('A', n, 0.3, 0)),
    // B falls: +0.2 before, -0.2 recently.
    ...[1, 2].map((n) => week('B', n, 0.2, 0)),
    ...[3, 4, 5].map((n) => week('B', n, 0, 0.2)),
    // C rises a little.
    ...[1, 2].map((n) => week('C', n, 0, 0)),
    ...[3, 4, 5].map((n) => week('C', n, 0.1, 0)),
    // D played only recently: no "before".
    ...[3, 4, 5].map((n) => week('D', n, 0.9, 0)),
  ];

  it('sets the last 3 weeks against the weeks before, biggest moves first', () => {
    const { risers, fallers } = findTrendMovers(league, 5);
    expect(risers.map((mover) => mover.teamId)).toEqual(['A', 'C']);
    expect(risers[0]).toEqual({
      teamId: 'A',
      recent: 0.3,
      before: 0,
      change: 0.3,
      firstRecentWeek: 3,
      throughWeek: 5,
    });
    expect(fallers).toEqual([
      { teamId: 'B', recent: -0.2, before: 0.2, change: -0.4, firstRecentWeek: 3, throughWeek: 5 },
    ]);
  });

  it('reads no week after throughWeek, and finds none without earlier weeks', () => {
    expect(findTrendMovers(league, 4).risers[0]).toMatchObject({
      teamId: 'A',
      firstRecentWeek: 2,
      before: 0,
    });
    // Through week 3 the last 3 weeks are the whole season: nothing before them.
    expect(findTrendMovers(league, 3)).toEqual({ risers: [], fallers: [] });
  });

  it('keeps at most `count` of each, ties by team id', () => {
    const tied = [...['Z', 'Y', 'X'].flatMap((team) => [week(team, 1, 0, 0), week(team, 2, 0.1, 0)])];
    expect(findTrendMovers(tied, 2, { windowWeeks: 1, count: 2 }).risers.map((m) => m.teamId)).toEqual([
      'X',
      'Y',
    ]);
  });
});
