import { describe, expect, it } from 'vitest';
import { asTeamId } from '../ids.js';
import { computePassRateOverExpected, type SituationPlays } from './pass-rate-over-expected.js';

const situation = (
  team: string,
  down: number,
  yardsToGo: SituationPlays['yardsToGo'],
  plays: number,
  dropbacks: number,
): SituationPlays => ({ teamId: asTeamId(team), down, yardsToGo, plays, dropbacks });

describe('computePassRateOverExpected', () => {
  it("expects each play at the league's rate in its down and distance", () => {
    const rows = computePassRateOverExpected([
      // League on 1st and long: 10 of 20 passes (50%); on 3rd and long: 18 of 20 (90%).
      situation('A', 1, 'LONG', 10, 8),
      situation('B', 1, 'LONG', 10, 2),
      situation('A', 3, 'LONG', 10, 9),
      situation('B', 3, 'LONG', 10, 9),
    ]);
    // A: 17 of 20 = 85%, expected (10·50 + 10·90)/20 = 70% → +15.
    expect(rows).toEqual([
      { teamId: 'A', plays: 20, passRate: 85, expectedPassRate: 70, overExpected: 15 },
      { teamId: 'B', plays: 20, passRate: 55, expectedPassRate: 70, overExpected: -15 },
    ]);
  });

  it('is zero for a team that passes exactly as the league does in its situations', () => {
    const rows = computePassRateOverExpected([
      situation('A', 1, 'SHORT', 4, 1),
      situation('B', 1, 'SHORT', 4, 1),
      situation('A', 2, null, 3, 3),
    ]);
    expect(rows.find((row) => row.teamId === 'B')?.overExpected).toBe(0);
    expect(rows.find((row) => row.teamId === 'A')).toMatchObject({
      plays: 7,
      passRate: 57.1,
      overExpected: 0,
    });
  });

  it('leaves out teams without plays', () => {
    expect(computePassRateOverExpected([situation('A', 1, 'MID', 0, 0)])).toEqual([]);
  });
});
