import { describe, expect, it } from 'vitest';
import { HOME, makePlay, pass, punt, run, VISITOR } from '../testing/index.js';
import { computeExpectedPointsAdded } from './compute-expected-points-added.js';
import { computeExpectedPoints } from './compute-expected-points.js';

const ep = (down: number, distance: number, yardsToGoal: number) =>
  computeExpectedPoints({ down, distance, yardsToGoal });

describe('computeExpectedPointsAdded', () => {
  it('is EP after minus EP before when the offense keeps the ball', () => {
    const play = run(20, 5);
    const next = run(20, 0, { down: 2, distance: 5, yardlineNumber: 70 });
    expect(computeExpectedPointsAdded(play, next)).toBeCloseTo(ep(2, 5, 70) - ep(1, 10, 75), 3);
  });

  it('flips the sign of the next EP when the ball changes hands', () => {
    const interception = pass(10, 30, 0, { completion: false, interception: true, isTurnover: true });
    const next = run(50, 0, { possessionTeamId: VISITOR, defenseTeamId: HOME, yardlineNumber: 40 });
    expect(computeExpectedPointsAdded(interception, next)).toBeCloseTo(-ep(1, 10, 40) - ep(1, 10, 75), 3);
    const kick = punt(41, 45, { distance: 7 });
    expect(computeExpectedPointsAdded(kick, next)).toBeLessThan(0);
  });

  it('values scoring plays at their points, a touchdown at 7, and defensive scores negatively', () => {
    const touchdown = pass(10, 30, 20, {
      yardlineNumber: 20,
      touchdown: true,
      points: 6,
      scoringTeamId: HOME,
    });
    expect(computeExpectedPointsAdded(touchdown, null)).toBeCloseTo(7 - ep(1, 10, 20), 3);
    const safety = run(20, -1, {
      yardlineNumber: 99,
      distance: 10,
      isSafety: true,
      points: 2,
      scoringTeamId: VISITOR,
    });
    expect(computeExpectedPointsAdded(safety, null)).toBeCloseTo(-2 - ep(1, 10, 99), 3);
  });

  it('ends the half at zero and skips plays without a down', () => {
    const kneel = run(10, -1, { quarter: 2, clockSeconds: 5 });
    expect(computeExpectedPointsAdded(kneel, run(20, 0, { quarter: 3 }))).toBeCloseTo(-ep(1, 10, 75), 3);
    expect(
      computeExpectedPointsAdded(makePlay({ playType: 'play_type_kickoff', down: null }), null),
    ).toBeNull();
  });
});
