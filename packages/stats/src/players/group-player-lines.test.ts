import { describe, expect, it } from 'vitest';
import { derivePlayerStatLine } from './derive-player-stat-line.js';
import { groupPlayerLines } from './group-player-lines.js';
import { createPlayerTotals, type PlayerTotals } from './player-totals.js';

const lineOf = (nflId: number, fill: (totals: PlayerTotals) => void) => {
  const totals = createPlayerTotals();
  fill(totals);
  return { nflId, stats: derivePlayerStatLine(totals) };
};

describe('groupPlayerLines', () => {
  it('lists each player under the sections he took part in, by the main figure then nflId', () => {
    const quarterback = lineOf(1, (t) => {
      t.passing.attempts = 30;
      t.passing.yards = 250;
      t.rushing.attempts = 3;
      t.rushing.yards = 12;
    });
    const back = lineOf(2, (t) => {
      t.rushing.attempts = 18;
      t.rushing.yards = 90;
      t.receiving.targets = 2;
    });
    const receiver = lineOf(3, (t) => {
      t.receiving.targets = 8;
      t.receiving.receptions = 6;
      t.receiving.yards = 80;
    });
    const linebacker = lineOf(4, (t) => {
      t.defense.tackles = 9;
    });
    const edge = lineOf(5, (t) => {
      t.defense.sacks = 0.5;
    });
    const kicker = lineOf(6, (t) => {
      t.kicking.extraPointsAttempted = 2;
      t.kicking.extraPointsMade = 2;
    });
    const guard = lineOf(7, (t) => {
      t.general.offenseSnaps = 60;
    });
    const groups = groupPlayerLines([guard, kicker, edge, linebacker, receiver, back, quarterback]);
    const ids = (lines: { nflId: number }[]) => lines.map((line) => line.nflId);
    expect(ids(groups.passing)).toEqual([1]);
    expect(ids(groups.rushing)).toEqual([2, 1]);
    expect(ids(groups.receiving)).toEqual([3, 2]);
    expect(ids(groups.defense)).toEqual([4, 5]);
    expect(ids(groups.kicking)).toEqual([6]);
  });
});
