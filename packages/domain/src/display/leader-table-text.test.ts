import { describe, expect, it } from 'vitest';
import {
  buildLeaderCsvFileName,
  formatLeaderIdentityCell,
  formatLeaderStatCell,
  getLeaderIdentityColumns,
  type LeaderRowFields,
  type LeaderTableTextContext,
} from './leader-table-text.js';

const teamsById = new Map([
  ['3800', { abbr: 'ARI', fullName: 'Arizona Cardinals' }],
  ['2310', { abbr: 'GB', fullName: 'Green Bay Packers' }],
]);
const context: LeaderTableTextContext = { isTeamGroup: false, season: 2024, seasonType: 'REG', teamsById };
const row: LeaderRowFields = {
  rank: 7,
  displayName: 'Aaron Q',
  position: 'QB',
  teamId: '3800',
  teamAbbr: 'ARI',
  week: 5,
  opponentTeamId: '2310',
};

describe('getLeaderIdentityColumns', () => {
  it('names a player, his position and team; a team alone; week and opponent for single games', () => {
    expect(getLeaderIdentityColumns(false, 'season').map((c) => c.label)).toEqual([
      '#',
      'Player',
      'Pos',
      'Team',
    ]);
    expect(getLeaderIdentityColumns(true, 'game').map((c) => c.label)).toEqual(['#', 'Team', 'Week', 'Opp']);
  });
});

describe('formatLeaderIdentityCell', () => {
  it('writes each identity cell as the table shows it', () => {
    const cell = (kind: Parameters<typeof formatLeaderIdentityCell>[0]) =>
      formatLeaderIdentityCell(kind, row, context);
    expect([
      cell('rank'),
      cell('name'),
      cell('position'),
      cell('team'),
      cell('week'),
      cell('opponent'),
    ]).toEqual(['7', 'Aaron Q', 'QB', 'AZ', 'Week 5', 'GB']);
  });

  it('names teams in full, and falls back to the dash or abbreviation when unknown', () => {
    expect(formatLeaderIdentityCell('name', row, { ...context, isTeamGroup: true })).toBe(
      'Arizona Cardinals',
    );
    const unknown = {
      ...row,
      teamId: '9',
      teamAbbr: 'XYZ',
      opponentTeamId: '8',
      displayName: null,
      week: null,
    };
    expect(formatLeaderIdentityCell('name', unknown, { ...context, isTeamGroup: true })).toBe('XYZ');
    expect(formatLeaderIdentityCell('name', unknown, context)).toBe('—');
    expect(formatLeaderIdentityCell('opponent', unknown, context)).toBe('—');
    expect(formatLeaderIdentityCell('week', unknown, context)).toBe('—');
  });
});

describe('formatLeaderStatCell', () => {
  it('formats with the column decimals and percent sign', () => {
    expect(formatLeaderStatCell(4376, { decimals: 0, isPercentage: false })).toBe('4,376');
    expect(formatLeaderStatCell(66.14, { decimals: 1, isPercentage: true })).toBe('66.1%');
    expect(formatLeaderStatCell(null, { decimals: 1, isPercentage: false })).toBe('—');
  });
});

describe('buildLeaderCsvFileName', () => {
  it('names the group, period and filters', () => {
    const parts = {
      group: 'passing',
      period: 'season',
      season: 2024,
      seasonType: 'REG',
      week: null,
      teamId: null,
    } as const;
    expect(buildLeaderCsvFileName(parts)).toBe('all22-passing-season-2024-REG.csv');
    expect(
      buildLeaderCsvFileName({ ...parts, group: 'team-defense', period: 'game', week: 5, teamId: '2310' }),
    ).toBe('all22-team-defense-game-2024-REG-WEEK_5-team-2310.csv');
    expect(buildLeaderCsvFileName({ ...parts, period: 'game', seasonType: 'POST', week: 19 })).toBe(
      'all22-passing-game-2024-POST-WC.csv',
    );
  });
});
