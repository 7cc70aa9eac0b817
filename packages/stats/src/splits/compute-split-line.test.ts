import { asNflId, asTeamId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { HOME, id, ids, pass, run, sack } from '../testing/index.js';
import { computeSplitLine } from './compute-split-line.js';

const QB = 10;
const WR = 80;

describe('a split line', () => {
  const plays = [
    pass(QB, WR, 25, { expectedPointsAdded: 1.5, touchdown: true, airYards: 20 }),
    pass(QB, WR, 0, { completion: false, expectedPointsAdded: -0.5 }),
    sack(QB, 7, [90], { expectedPointsAdded: -1.0 }),
    // Another passer's throw on the same plays (a team's line counts it, his does not).
    pass(12, WR, 10, { expectedPointsAdded: 0.4 }),
  ];

  it("counts a passer's dropbacks as the season tables do, with EPA per dropback and success rate", () => {
    expect(computeSplitLine('passing', { nflId: id(QB) }, plays)).toEqual({
      'general.plays': 4,
      'passing.attempts': 2,
      'passing.completions': 1,
      'passing.completionPercentage': 50,
      'passing.yards': 25,
      'passing.yardsPerAttempt': 12.5,
      'passing.touchdowns': 1,
      'passing.interceptions': 0,
      'passing.expectedPointsAddedPerDropback': 0,
      'passing.successRate': 33.3,
      'passing.sacks': 1,
    });
  });

  it("sums every passer for a team's pass plays", () => {
    const line = computeSplitLine('team-offense-pass', { teamId: HOME }, plays);
    expect(line['passing.attempts']).toBe(3);
    expect(line['passing.successRate']).toBe(50);
  });

  it('gives null rates, not zeros, to a split with no plays', () => {
    const line = computeSplitLine('rushing', { nflId: asNflId(1) }, []);
    expect(line).toMatchObject({
      'general.plays': 0,
      'rushing.attempts': 0,
      'rushing.yardsPerAttempt': null,
    });
    expect(line['rushing.successRate']).toBeNull();
  });

  it("counts a rusher's carries and a receiver's targets", () => {
    const carries = [run(20, 12, { expectedPointsAdded: 0.8 }), run(20, -1, { expectedPointsAdded: -0.6 })];
    expect(computeSplitLine('rushing', { nflId: id(20) }, carries)).toMatchObject({
      'rushing.attempts': 2,
      'rushing.yards': 11,
      'rushing.yardsPerAttempt': 5.5,
      'rushing.successRate': 50,
    });
    expect(computeSplitLine('receiving', { nflId: id(WR) }, plays)).toMatchObject({
      'receiving.targets': 3,
      'receiving.receptions': 2,
      'receiving.yards': 35,
      'receiving.yardsAfterCatch': 5,
      'receiving.touchdowns': 1,
    });
  });

  it("credits a defender's snaps, sacks and coverage", () => {
    const snaps = [
      sack(QB, 7, [90, 91], { isSnap: true, defensePlayerIds: ids(90, 91) }),
      pass(QB, WR, 9, { isSnap: true, defensePlayerIds: ids(90, 25), nearestDefenderId: id(90) }),
    ];
    expect(computeSplitLine('defense', { nflId: id(90) }, snaps)).toMatchObject({
      'general.plays': 2,
      'defense.snaps': 2,
      'defense.sacks': 0.5,
      'defense.tackles': 1,
      'coverage.targetsAllowed': 1,
      'coverage.completionsAllowed': 1,
      'coverage.yardsAllowed': 9,
    });
  });

  it("reads a team's offense and its opponents' for the defense", () => {
    const drive = [run(20, 6, { expectedPointsAdded: 0.3 }), pass(QB, WR, 14, { expectedPointsAdded: 0.9 })];
    expect(computeSplitLine('team-offense', { teamId: HOME }, drive)).toMatchObject({
      'team.totalYards': 20,
      'team.yardsPerPlay': 10,
      'team.successRate': 100,
    });
    expect(computeSplitLine('team-defense', { teamId: asTeamId('2000') }, drive)).toMatchObject({
      'team.totalYardsAllowed': 20,
      'team.yardsPerPlayAllowed': 10,
      'team.successRateAllowed': 100,
    });
  });
});
