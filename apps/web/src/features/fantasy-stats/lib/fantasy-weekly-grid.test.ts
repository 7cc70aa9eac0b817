import { getFantasyScoring } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { rankingRows, weeklyPoints } from '../../../testing/fantasy-stats-fixtures';
import { buildWeeklyGrid, buildWeeklyGridCsv } from './fantasy-weekly-grid';

const ppr = getFantasyScoring(1);

describe('buildWeeklyGrid', () => {
  it("puts each week's points with their tier, BYE in the team's bye week, a dash when he did not play", () => {
    const grid = buildWeeklyGrid(rankingRows, weeklyPoints, ppr);
    expect(grid.weeks).toEqual([1, 2, 3]);
    const [quarterback, receiver, unranked] = grid.rows;
    expect(quarterback?.cells.map((cell) => [cell.kind, cell.text])).toEqual([
      ['points', '26.2'],
      ['points', '18.4'],
      ['none', '—'],
    ]);
    expect(receiver?.cells.map((cell) => cell.text)).toEqual(['12.5', 'BYE', '30.0']);
    expect(receiver?.cells.map((cell) => (cell.kind === 'points' ? cell.tier.tier : cell.kind))).toEqual([
      'flex',
      'bye',
      'elite',
    ]);
    expect(receiver).toMatchObject({ rank: 'WR3', team: 'AZ', total: '42.5' });
    expect(unranked).toMatchObject({
      rank: '—',
      cells: [{ kind: 'none' }, { kind: 'none' }, { kind: 'none' }],
    });
  });

  it('reads the points of the scoring shown', () => {
    const grid = buildWeeklyGrid(rankingRows, weeklyPoints, getFantasyScoring(0));
    expect(grid.rows[1]?.cells.map((cell) => cell.text)).toEqual(['6.5', 'BYE', '24.0']);
    expect(grid.rows[1]?.cells[0]).toMatchObject({ tier: { tier: 'low' } });
  });

  it("keeps the ranking's players and order, with no weeks for one the weekly answer lacks", () => {
    const grid = buildWeeklyGrid(rankingRows, { ...weeklyPoints, players: [] }, ppr);
    expect(grid.rows.map((row) => row.player.nflId)).toEqual(rankingRows.map((row) => row.nflId));
    expect(grid.rows[1]?.cells.map((cell) => cell.text)).toEqual(['—', 'BYE', '—']);
  });
});

describe('buildWeeklyGridCsv', () => {
  it('writes the grid as shown, a column per week', () => {
    const csv = buildWeeklyGridCsv(buildWeeklyGrid(rankingRows, weeklyPoints, ppr), ppr);
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      'POS RK,Player,Team,Week 1,Week 2,Week 3,FPTS',
      'QB6,Dean Passer,BAL,26.2,18.4,—,110.5',
      'WR3,Wes Catcher,AZ,12.5,BYE,30.0,42.5',
    ]);
  });
});
