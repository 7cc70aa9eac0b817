import type { SplitResponse } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import { buildSplitCsv, buildSplitCsvFileName, buildSplitTables } from './split-table-model';

const column = (key: string, label: string, decimals = 0, isPercentage = false) => ({
  key,
  label,
  tooltip: `${label}.`,
  decimals,
  isPercentage,
});

const response: SplitResponse = {
  category: 'rushing',
  season: 2024,
  seasonType: 'REG',
  nflId: 7,
  teamId: null,
  columns: [column('general.plays', 'PLAYS'), column('rushing.successRate', 'SR %', 1, true)],
  groups: [
    {
      group: 'Rush Direction',
      splits: [
        {
          code: 'RUSH_INSIDE',
          label: 'Inside',
          filter: 'a',
          values: { 'general.plays': 1200, 'rushing.successRate': null },
        },
        {
          code: 'RUSH_OUTSIDE',
          label: 'Outside',
          filter: 'b',
          values: { 'general.plays': 40, 'rushing.successRate': 41.25 },
        },
      ],
    },
  ],
};

describe('the split tables', () => {
  it('formats each figure by its column: thousands, decimals, "%" and "—" for no value', () => {
    const [table] = buildSplitTables(response, { key: null, value: 'DESC' });
    expect(table!.rows.map((row) => row.cells)).toEqual([
      ['1,200', '—'],
      ['40', '41.3%'],
    ]);
  });

  it('sorts within the group, rows without a value last either way', () => {
    const order = (value: 'ASC' | 'DESC', key = 'rushing.successRate') =>
      buildSplitTables(response, { key, value })[0]!.rows.map((row) => row.split.code);
    expect(order('DESC')).toEqual(['RUSH_OUTSIDE', 'RUSH_INSIDE']);
    expect(order('ASC')).toEqual(['RUSH_OUTSIDE', 'RUSH_INSIDE']);
    expect(order('ASC', 'general.plays')).toEqual(['RUSH_OUTSIDE', 'RUSH_INSIDE']);
    expect(order('DESC', 'general.plays')).toEqual(['RUSH_INSIDE', 'RUSH_OUTSIDE']);
  });

  it('exports the tables as shown, named after what they hold', () => {
    const tables = buildSplitTables(response, { key: 'general.plays', value: 'ASC' });
    expect(buildSplitCsv(response, tables)).toBe(
      'Group,Split,PLAYS,SR %\r\nRush Direction,Outside,40,41.3%\r\nRush Direction,Inside,"1,200",—\r\n',
    );
    expect(buildSplitCsvFileName(response)).toBe('all22-splits-rushing-2024-REG-player-7.csv');
  });
});
