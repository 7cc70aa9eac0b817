import type { SandboxResponse } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import { getNiceExtent, shortenLabel } from './chart-geometry';
import { getSandboxFileName, getSandboxRowPage, toSandboxCsv } from './sandbox-table-model';

const answer: SandboxResponse = {
  query: 'stat=passing&by=player&measures=passing.completionPct',
  population: { plays: 120, filter: 'season=2024' },
  columns: [
    { key: 'passing.attempts', label: 'ATT', tooltip: '', decimals: 0, isPercentage: false },
    { key: 'passing.completionPct', label: 'CMP%', tooltip: '', decimals: 1, isPercentage: true },
  ],
  rows: [
    {
      key: '7',
      label: 'Sam Able, Jr.',
      detail: 'QB · KC',
      nflId: 7,
      teamId: null,
      filter: 'season=2024&passerId=7',
      plays: 40,
      values: { 'passing.attempts': 38, 'passing.completionPct': 65.789 },
    },
    {
      key: '2200',
      label: 'BUF',
      detail: null,
      nflId: null,
      teamId: '0610',
      filter: 'season=2024',
      plays: 3,
      values: { 'passing.attempts': 0, 'passing.completionPct': null },
    },
  ],
  totalRows: 2,
};

describe('sandbox table model', () => {
  it('writes the table as shown: formatted values, a dash for a missing rate, names quoted', () => {
    expect(toSandboxCsv(answer, 'player')).toBe(
      'Player,Detail,Plays,ATT,CMP%\r\n"Sam Able, Jr.",QB · KC,40,38,65.8%\r\nBUF,,3,0,—\r\n',
    );
    expect(getSandboxFileName('passing', 'player', 'png')).toBe('stats-sandbox-passing-player.png');
  });

  it("links a player's row to his page and a team's to its page", () => {
    expect(getSandboxRowPage(answer.rows[0]!)).toEqual({ kind: 'player', playerId: '7' });
    expect(getSandboxRowPage(answer.rows[1]!)).toEqual({ kind: 'team', teamId: '0610' });
    expect(getSandboxRowPage({ ...answer.rows[1]!, teamId: null })).toBeNull();
  });
});

describe('chart geometry', () => {
  it('rounds a range out to nice ticks, from zero for bars', () => {
    expect(getNiceExtent([3, 47], { includeZero: true })).toEqual({
      extent: [0, 50],
      ticks: [0, 10, 20, 30, 40, 50],
    });
    expect(getNiceExtent([-0.12, 0.18]).ticks).toEqual([-0.2, -0.1, 0, 0.1, 0.2]);
    expect(getNiceExtent([5]).extent[0]).toBeLessThan(5);
    expect(getNiceExtent([]).extent).toEqual([0, 1]);
  });

  it('shortens long labels with an ellipsis', () => {
    expect(shortenLabel('Defenders in the Box', 10)).toBe('Defenders…');
    expect(shortenLabel('Box', 10)).toBe('Box');
  });
});
