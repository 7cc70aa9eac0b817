import { describe, expect, it } from 'vitest';
import { HOME, makePlay, run, VISITOR } from '../testing/index.js';
import { computeTimeOfPossession } from './compute-time-of-possession.js';

const PLAYS = [
  run(20, 4, { clockSeconds: 900 }),
  makePlay({ playType: 'play_type_punt', down: 4, clockSeconds: 860 }),
  run(50, 3, { clockSeconds: 840, possessionTeamId: VISITOR, defenseTeamId: HOME }),
];

describe('computeTimeOfPossession', () => {
  it('gives the punt to the receiving team and runs a final game to the end of the period', () => {
    const seconds = computeTimeOfPossession(PLAYS, true);
    expect(seconds.get(HOME)).toBe(40);
    expect(seconds.get(VISITOR)).toBe(20 + 840);
  });

  it('gives the last play of a live game no time yet', () => {
    expect(computeTimeOfPossession(PLAYS, false).get(VISITOR)).toBe(20);
  });

  it('never takes time away when the clock is corrected upwards', () => {
    const seconds = computeTimeOfPossession(
      [run(20, 1, { clockSeconds: 800 }), run(20, 1, { clockSeconds: 810 })],
      false,
    );
    expect(seconds.get(HOME)).toBe(0);
  });
});
