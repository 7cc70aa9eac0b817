import { describe, expect, it } from 'vitest';
import { makeLeaderRow, makeLeaders } from '../../../testing/schedule-fixtures';
import { formatLeaderLine } from './leader-line';

describe('formatLeaderLine', () => {
  it('lists the group’s figures with the columns’ labels and formats', () => {
    const row = makeLeaderRow(1, 'A', { attempts: 1234, yards: 98.76, touchdowns: 2 });
    const { columns } = makeLeaders('rushing', [row]);
    const withDecimals = columns.map((column) =>
      column.key === 'yards' ? { ...column, decimals: 1 } : column,
    );
    expect(formatLeaderLine('rushing', row, withDecimals)).toBe('1,234 ATT · 98.8 YDS · 2 TD');
  });

  it('leaves out figures the answer has no column for, and shows a missing value as a dash', () => {
    const row = makeLeaderRow(1, 'A', { receptions: 5 });
    const columns = makeLeaders('receiving', [row]).columns.filter((column) => column.key !== 'touchdowns');
    expect(formatLeaderLine('receiving', row, columns)).toBe('5 REC · — YDS');
  });
});
