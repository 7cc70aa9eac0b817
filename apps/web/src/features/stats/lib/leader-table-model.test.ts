import type { LeaderResponse, TeamResponse } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import { buildLeaderTable } from './leader-table-model';

const team = (teamId: string, abbr: string, fullName: string) => ({ teamId, abbr, fullName }) as TeamResponse;
const teamsById = new Map([
  ['3800', team('3800', 'ARI', 'Arizona Cardinals')],
  ['2310', team('2310', 'KC', 'Kansas City Chiefs')],
]);

const base: LeaderResponse = {
  group: 'receiving',
  period: 'game',
  season: 2024,
  seasonType: 'POST',
  week: null,
  sortKey: 'yards',
  sortValue: 'DESC',
  page: 1,
  pageSize: 25,
  total: 1,
  columns: [
    { key: 'yards', label: 'YDS', tooltip: 'Yards.', decimals: 0, isPercentage: false },
    { key: 'catchPercentage', label: 'CTH %', tooltip: 'Caught.', decimals: 1, isPercentage: true },
    { key: 'averageSeparation', label: 'SEP', tooltip: 'Separation.', decimals: 2, isPercentage: false },
  ],
  leaders: [
    {
      rank: 7,
      nflId: 42,
      displayName: 'Ty Catcher',
      position: 'WR',
      teamId: '3800',
      teamAbbr: 'ARI',
      gameId: 2025011200,
      week: 1,
      opponentTeamId: '2310',
      values: { yards: 1234, catchPercentage: 66.66, averageSeparation: null },
    },
  ],
};

describe('buildLeaderTable', () => {
  it('shows who, when and against whom, then every figure formatted by its column', () => {
    const table = buildLeaderTable(base, teamsById);
    expect(table.columns.map((column) => column.label)).toEqual([
      '#',
      'Player',
      'Pos',
      'Team',
      'Week',
      'Opp',
      'YDS',
      'CTH %',
      'SEP',
    ]);
    expect(table.columns.map((column) => column.isSortable)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0]!.key).toBe('player-42-2025011200');
    expect(table.rows[0]!.cells).toEqual([
      '7',
      'Ty Catcher',
      'WR',
      'AZ',
      'Wild Card',
      'KC',
      '1,234',
      '66.7%',
      '—',
    ]);
  });

  it('names teams in full on team tables, without position or game columns for seasons', () => {
    const table = buildLeaderTable(
      {
        ...base,
        group: 'team-offense',
        period: 'season',
        seasonType: 'REG',
        columns: [{ key: 'ppg', label: 'PTS/G', tooltip: '', decimals: 1, isPercentage: false }],
        leaders: [
          {
            ...base.leaders[0]!,
            nflId: null,
            displayName: null,
            position: null,
            teamId: '2310',
            teamAbbr: 'KC',
            gameId: null,
            week: null,
            opponentTeamId: null,
            values: { ppg: 28 },
          },
          { ...base.leaders[0]!, nflId: null, teamId: '9999', teamAbbr: 'XYZ', gameId: null, values: {} },
        ],
      },
      teamsById,
    );
    expect(table.columns.map((column) => column.label)).toEqual(['#', 'Team', 'PTS/G']);
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['7', 'Kansas City Chiefs', '28.0'],
      ['7', 'XYZ', '—'],
    ]);
    expect(table.rows.map((row) => row.key)).toEqual(['team-2310', 'team-9999']);
  });
});
