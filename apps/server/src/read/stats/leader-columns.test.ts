import { LEADER_GROUPS, LEADER_PERIODS } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import { isTeamLeaderGroup, selectLeaderColumns } from './leader-columns.js';
import { PLAYER_LEADER_GROUPS } from './player-leader-columns.js';
import { TEAM_LEADER_GROUPS } from './team-leader-columns.js';

const definitionOf = (group: (typeof LEADER_GROUPS)[number]) =>
  isTeamLeaderGroup(group) ? TEAM_LEADER_GROUPS[group] : PLAYER_LEADER_GROUPS[group];

describe('the leader column catalogue', () => {
  it.each(LEADER_GROUPS)(
    '%s has unique keys and a default sort among its columns in each period',
    (group) => {
      const definition = definitionOf(group);
      for (const period of LEADER_PERIODS) {
        const keys = selectLeaderColumns<unknown>(definition as never, period).map((column) => column.key);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys).toContain(definition.defaultSort[period].key);
      }
    },
  );

  it('leaves season-only columns (per-game figures, games played) out of game tables', () => {
    const game = selectLeaderColumns(PLAYER_LEADER_GROUPS.passing, 'game').map((column) => column.key);
    const season = selectLeaderColumns(PLAYER_LEADER_GROUPS.passing, 'season').map((column) => column.key);
    expect(season).toEqual(expect.arrayContaining(['gamesPlayed', 'yardsPerGame']));
    expect(game).not.toContain('gamesPlayed');
    expect(game).not.toContain('yardsPerGame');
  });
});
