import type { PlayerStatEntry, PlayerStatGroups } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import { getTeamLeaders } from './team-leaders';

const entry = (nflId: number, displayName: string, stats: Record<string, number>): PlayerStatEntry => ({
  nflId,
  displayName,
  position: 'X',
  jerseyNumber: null,
  teamId: '3800',
  stats,
});

const empty: PlayerStatGroups = { passing: [], rushing: [], receiving: [], defense: [], kicking: [] };

describe('getTeamLeaders', () => {
  it('picks the leader of each category by its figure, whatever the order of the lines', () => {
    const leaders = getTeamLeaders({
      ...empty,
      passing: [
        entry(1, 'Backup', { yards: 120 }),
        entry(2, 'Starter', {
          yards: 4755,
          completions: 403,
          attempts: 592,
          touchdowns: 34,
          interceptions: 13,
        }),
      ],
      rushing: [entry(3, 'Back', { yards: 1238, attempts: 261, touchdowns: 13 })],
      receiving: [entry(4, 'Wideout', { yards: 1727, receptions: 113, touchdowns: 16 })],
      defense: [
        entry(5, 'Linebacker', { tackles: 136, sacks: 6.5, interceptions: 2, pressures: 24 }),
        entry(6, 'Edge', { tackles: 40, sacks: 11, pressures: 50 }),
      ],
    });
    expect(leaders.map((leader) => [leader.category, leader.player.displayName, leader.valueText])).toEqual([
      ['passing', 'Starter', '4,755'],
      ['rushing', 'Back', '1,238'],
      ['receiving', 'Wideout', '1,727'],
      ['tackles', 'Linebacker', '136'],
      ['sacks', 'Edge', '11.0'],
    ]);
    expect(leaders[0]?.detail).toBe('403/592, 34 TD, 13 INT');
    expect(leaders[3]?.detail).toBe('6.5 sacks, 2 INT');
  });

  it('leaves out a category nobody has a figure in', () => {
    const leaders = getTeamLeaders({ ...empty, defense: [entry(5, 'Linebacker', { tackles: 3, sacks: 0 })] });
    expect(leaders.map((leader) => leader.category)).toEqual(['tackles']);
    expect(getTeamLeaders(empty)).toEqual([]);
  });
});
