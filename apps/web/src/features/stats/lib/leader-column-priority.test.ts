import { describe, expect, it } from 'vitest';
import { countHiddenFigures, getShownColumnIndexes, LEADER_COLUMN_PRIORITY } from './leader-column-priority';
import type { LeaderTable, LeaderTableColumn } from './leader-table-model';

const identity = (kind: LeaderTableColumn['kind'], label: string): LeaderTableColumn => ({
  key: kind,
  kind,
  label,
  tooltip: '',
  isSortable: false,
  isNumeric: kind === 'rank',
});
const figure = (key: string): LeaderTableColumn => ({
  key,
  kind: 'stat',
  label: key,
  tooltip: '',
  isSortable: true,
  isNumeric: true,
});

const PASSING_KEYS = [
  'gamesPlayed',
  'completions',
  'attempts',
  'completionPercentage',
  'yards',
  'yardsPerAttempt',
  'yardsPerGame',
  'touchdowns',
  'interceptions',
  'passerRating',
  'sacks',
  'longest',
  'averageAirYards',
  'averageTimeToThrow',
  'expectedPointsAdded',
];
const passing: LeaderTable = {
  columns: [
    identity('rank', '#'),
    identity('name', 'Player'),
    identity('position', 'Pos'),
    identity('team', 'Team'),
    identity('week', 'Week'),
    identity('opponent', 'Opp'),
    ...PASSING_KEYS.map(figure),
  ],
  rows: [],
};
const keysOf = (indexes: number[]) => indexes.map((index) => passing.columns[index]!.key);
const options = {
  group: 'passing',
  period: 'game',
  sortKey: 'yards',
  isPhone: false,
  isAllColumns: false,
} as const;

describe('getShownColumnIndexes', () => {
  it("shows every identity column and a group's essential figures on a wide screen", () => {
    expect(keysOf(getShownColumnIndexes(passing, options))).toEqual([
      'rank',
      'name',
      'position',
      'team',
      'week',
      'opponent',
      'completions',
      'attempts',
      'yards',
      'touchdowns',
      'interceptions',
      'passerRating',
    ]);
  });

  it('shows the rank, the player and the main figures on a phone', () => {
    expect(keysOf(getShownColumnIndexes(passing, { ...options, isPhone: true }))).toEqual([
      'rank',
      'name',
      'yards',
      'touchdowns',
      'interceptions',
      'passerRating',
    ]);
  });

  it('adds the sort column wherever it is, and every figure with All columns', () => {
    expect(keysOf(getShownColumnIndexes(passing, { ...options, isPhone: true, sortKey: 'sacks' }))).toEqual([
      'rank',
      'name',
      'yards',
      'touchdowns',
      'interceptions',
      'passerRating',
      'sacks',
    ]);
    expect(keysOf(getShownColumnIndexes(passing, { ...options, isAllColumns: true }))).toEqual(
      passing.columns.map((column) => column.key),
    );
    expect(countHiddenFigures(passing, options)).toBe(PASSING_KEYS.length - 6);
    expect(countHiddenFigures(passing, { ...options, isPhone: true })).toBe(PASSING_KEYS.length - 4);
  });

  it('keeps a phone to three or four main figures, each of them essential', () => {
    for (const periods of Object.values(LEADER_COLUMN_PRIORITY)) {
      for (const { main, essential } of Object.values(periods)) {
        expect(main.length).toBeGreaterThanOrEqual(3);
        expect(main.length).toBeLessThanOrEqual(4);
        expect(main.filter((key) => !essential.includes(key))).toEqual([]);
      }
    }
  });
});
