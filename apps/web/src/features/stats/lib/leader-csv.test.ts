import { describe, expect, it } from 'vitest';
import { buildLeaderCsv, buildLeaderCsvFileName } from './leader-csv';
import type { LeaderTable } from './leader-table-model';

describe('buildLeaderCsv', () => {
  it('writes the header labels and exactly the shown cells, row by row', () => {
    const table: LeaderTable = {
      columns: [
        { key: 'rank', kind: 'rank', label: '#', tooltip: '', isSortable: false, isNumeric: true },
        { key: 'name', kind: 'name', label: 'Player', tooltip: '', isSortable: false, isNumeric: false },
        { key: 'yards', kind: 'stat', label: 'YDS', tooltip: '', isSortable: true, isNumeric: true },
        { key: 'pct', kind: 'stat', label: 'CMP %', tooltip: '', isSortable: true, isNumeric: true },
      ],
      rows: [
        { key: 'a', leader: {} as never, cells: ['1', 'Aaron Q', '4,376', '66.1%'] },
        { key: 'b', leader: {} as never, cells: ['2', 'Bo, Jr.', '—', '—'] },
      ],
    };
    expect(buildLeaderCsv(table)).toBe(
      '#,Player,YDS,CMP %\r\n1,Aaron Q,"4,376",66.1%\r\n2,"Bo, Jr.",—,—\r\n',
    );
  });
});

describe('buildLeaderCsvFileName', () => {
  it('names the group, period and filters', () => {
    const filters = { season: 2024, seasonType: 'REG', weekSlug: null, teamId: null } as const;
    expect(buildLeaderCsvFileName('passing', 'season', filters, 1)).toBe('all22-passing-season-2024-REG.csv');
    expect(
      buildLeaderCsvFileName('team-defense', 'game', { ...filters, weekSlug: 'WEEK_5', teamId: '2310' }, 3),
    ).toBe('all22-team-defense-game-2024-REG-WEEK_5-team-2310-page-3.csv');
  });
});
