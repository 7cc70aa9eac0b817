import { describeFantasyStat, getFantasyScoring } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { rankingRows, receiverRow, unrankedRow } from '../../../testing/fantasy-stats-fixtures';
import { buildFantasyStatsCsv, buildFantasyStatsTable, getFantasyStatsColumns } from './fantasy-stats-table';

const ppr = getFantasyScoring(1);

describe('getFantasyStatsColumns', () => {
  it('lists who, the fantasy figures in the scoring, then the stats under their groups', () => {
    const columns = getFantasyStatsColumns(ppr);
    expect(
      columns.map((column) => (column.group ? `${column.group} ${column.label}` : column.label)),
    ).toEqual([
      'POS RK',
      'Player',
      'Pos',
      'Team',
      'Bye',
      'GP',
      'FPTS',
      'FPTS/G',
      'Passing YDS',
      'Passing TD',
      'Passing INT',
      'Rushing ATT',
      'Rushing YDS',
      'Rushing TD',
      'Receiving TGT',
      'Receiving REC',
      'Receiving YDS',
      'Receiving TD',
      'FL',
      '2PT',
      'Kicking FGM',
      'Kicking FGA',
      'Kicking XPM',
    ]);
    expect(columns.find((column) => column.sort === 'points')?.tooltip).toBe(
      describeFantasyStat('points', ppr).tooltip,
    );
    expect(columns.find((column) => column.sort === 'points')?.tooltip).toContain('PPR scoring');
  });
});

describe('buildFantasyStatsTable', () => {
  it('shows each row in the scoring: its rank label, points to one decimal, counts whole', () => {
    const table = buildFantasyStatsTable([receiverRow], ppr);
    expect(table.rows[0]?.cells).toEqual([
      'WR3',
      'Wes Catcher',
      'WR',
      'AZ',
      '2',
      '2',
      '42.5',
      '21.3',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '16',
      '12',
      '1,045',
      '2',
      '1',
      '1',
      '0',
      '0',
      '0',
    ]);
    const standard = buildFantasyStatsTable([receiverRow], getFantasyScoring(0));
    expect(standard.rows[0]?.cells.slice(0, 8)).toEqual([
      'WR7',
      'Wes Catcher',
      'WR',
      'AZ',
      '2',
      '2',
      '30.5',
      '15.3',
    ]);
  });

  it('shows a dash for an unranked player and a team without a bye', () => {
    const [cells] = buildFantasyStatsTable([unrankedRow], ppr).rows.map((row) => row.cells);
    expect(cells?.slice(0, 8)).toEqual(['—', 'Ty Benchley', 'TE', 'KC', '—', '0', '0.0', '0.0']);
  });
});

describe('buildFantasyStatsCsv', () => {
  it('writes the headers with their groups, then exactly the cells shown', () => {
    const table = buildFantasyStatsTable(rankingRows, ppr);
    const lines = buildFantasyStatsCsv(table).split('\r\n');
    expect(lines[0]).toBe(
      'POS RK,Player,Pos,Team,Bye,GP,FPTS,FPTS/G,Passing YDS,Passing TD,Passing INT,Rushing ATT,' +
        'Rushing YDS,Rushing TD,Receiving TGT,Receiving REC,Receiving YDS,Receiving TD,FL,2PT,' +
        'Kicking FGM,Kicking FGA,Kicking XPM',
    );
    expect(lines[2]).toBe('WR3,Wes Catcher,WR,AZ,2,2,42.5,21.3,0,0,0,0,0,0,16,12,"1,045",2,1,1,0,0,0');
    expect(lines).toHaveLength(rankingRows.length + 2);
  });
});
