import { describe, expect, it } from 'vitest';
import { buildLeaderCsv, buildLeaderCsvFileName, toCsv, toCsvField } from './leader-csv';
import type { LeaderTable } from './leader-table-model';

describe('toCsvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(toCsvField('Aaron Quilostead')).toBe('Aaron Quilostead');
    expect(toCsvField('56.8%')).toBe('56.8%');
    expect(toCsvField('-3.5')).toBe('-3.5');
    expect(toCsvField('')).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(toCsvField('1,234')).toBe('"1,234"');
    expect(toCsvField('Tre "Deep" Smith')).toBe('"Tre ""Deep"" Smith"');
    expect(toCsvField('two\nlines')).toBe('"two\nlines"');
    expect(toCsvField(' padded')).toBe('" padded"');
  });

  it('defuses text a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(toCsvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(toCsvField('+1 evil')).toBe("'+1 evil");
    expect(toCsvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(toCsvField('-1,234.5')).toBe('"-1,234.5"');
  });
});

describe('toCsv', () => {
  it('joins fields with commas and rows with CRLF, ending with one', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('a,b\r\n1,2\r\n');
  });
});

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
