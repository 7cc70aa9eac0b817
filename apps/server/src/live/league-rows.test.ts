import { asNflId, asTeamId } from '@all22/domain';
import type { DepthChartRow, WeeklyRosterRow } from '@all22/league';
import { describe, expect, it } from 'vitest';
import { toTeamWeekDepthChartRows, toTeamWeekRosterRows } from './league-rows.js';

const week = { season: 2024, seasonType: 'REG', week: 3 } as const;

const rosterLine = (teamId: string, nflId: number, depth: number | null): WeeklyRosterRow => ({
  ...week,
  teamId: asTeamId(teamId),
  nflId: asNflId(nflId),
  status: 'ACT',
  position: 'WR',
  jerseyNumber: 80 + (nflId % 10),
  depth,
  isPracticeSquad: depth === null,
});

describe('team-week rows', () => {
  it('groups a week’s roster lines into one row per team, keeping each team’s order', () => {
    const rows = toTeamWeekRosterRows([
      rosterLine('3800', 2, 1),
      rosterLine('0200', 7, 1),
      rosterLine('3800', 1, 2),
      rosterLine('3800', 9, null),
    ]);
    expect(rows.map((row) => row.teamId)).toEqual(['3800', '0200']);
    expect(rows[0]).toMatchObject({ season: 2024, seasonType: 'REG', week: 3 });
    expect(rows[0]?.players.map((player) => player.nflId)).toEqual([2, 1, 9]);
    expect(rows[0]?.players[2]).toEqual({
      nflId: 9,
      status: 'ACT',
      position: 'WR',
      jerseyNumber: 89,
      depth: null,
      isPracticeSquad: true,
    });
  });

  it('groups depth-chart lines the same way and writes no row for no lines', () => {
    const line = (teamId: string, slot: string, depthOrder: number, nflId: number): DepthChartRow => ({
      ...week,
      teamId: asTeamId(teamId),
      unit: 'OFFENSE',
      positionSlot: slot,
      depthOrder,
      nflId: asNflId(nflId),
    });
    const rows = toTeamWeekDepthChartRows([line('3800', 'QB', 1, 5), line('3800', 'QB', 2, 6)]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.entries).toEqual([
      { unit: 'OFFENSE', positionSlot: 'QB', depthOrder: 1, nflId: 5 },
      { unit: 'OFFENSE', positionSlot: 'QB', depthOrder: 2, nflId: 6 },
    ]);
    expect(toTeamWeekDepthChartRows([])).toEqual([]);
  });
});
