import {
  POSITION_GROUPS,
  STAT_VOCABULARY,
  getPlayerHeaderStatSettings,
  type PositionGroup,
  type StatKey,
} from '@all22/domain';
import { describe, expect, it } from 'vitest';
import {
  GAME_HEADLINE_STATS,
  GAME_LOG_COLUMNS,
  GAMES_PLAYED_COLUMN,
  SEASON_COLUMNS,
} from './player-stat-columns';

/** The stats a group's player page shows: season table (games played first), game log and header. */
function shownStats(group: PositionGroup): Set<string> {
  const header = getPlayerHeaderStatSettings(group).flatMap((item) => [item.valuePath, item.secondValuePath]);
  return new Set<string>([
    GAMES_PLAYED_COLUMN.key,
    ...SEASON_COLUMNS[group].map((column) => column.path),
    ...GAME_LOG_COLUMNS[group].map((column) => GAME_HEADLINE_STATS[column.key]),
    ...header.filter((path) => path !== undefined),
  ]);
}

describe('the player page stat columns', () => {
  it.each(POSITION_GROUPS)('show the %s group exactly the stats the vocabulary lists for it', (group) => {
    const listed = (Object.keys(STAT_VOCABULARY) as StatKey[]).filter((key) =>
      (STAT_VOCABULARY[key].positionGroups as readonly PositionGroup[]).includes(group),
    );
    expect([...shownStats(group)].sort()).toEqual(listed.sort());
  });

  it('head a figure from another category with its qualified label', () => {
    expect(SEASON_COLUMNS.QB.map((column) => column.label)).toEqual([
      'CMP',
      'ATT',
      'CMP %',
      'YDS',
      'TD',
      'INT',
      'RTG',
      'RUSH YDS',
    ]);
    expect(GAME_LOG_COLUMNS.RB.map((column) => column.label)).toEqual(['ATT', 'YDS', 'TD', 'REC', 'REC YDS']);
  });
});
