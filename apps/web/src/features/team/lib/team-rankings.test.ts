import type { LeaderRow } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import { buildTeamRankings, sortTeamRankings, toggleRankingSort } from './team-rankings';

const row = (teamId: string, teamAbbr: string, values: Record<string, number | null>): LeaderRow => ({
  rank: 0,
  nflId: null,
  displayName: null,
  position: null,
  teamId,
  teamAbbr,
  gameId: null,
  week: null,
  opponentTeamId: null,
  values: { games: 16, ...values },
});

const offense = [
  row('1', 'AAA', { ppg: 20, totalYpg: 300, passYpg: 200, rushYpg: 100 }),
  row('2', 'BBB', { ppg: 30, totalYpg: 300, passYpg: 250, rushYpg: 50 }),
  row('3', 'CCC', { ppg: 25, totalYpg: 400, passYpg: null, rushYpg: 150 }),
];
const defense = [
  row('1', 'AAA', { ppgAllowed: 18, totalYpgAllowed: 310, passYpgAllowed: 200, rushYpgAllowed: 110 }),
  row('2', 'BBB', { ppgAllowed: 28, totalYpgAllowed: 300, passYpgAllowed: 210, rushYpgAllowed: 90 }),
];

describe('buildTeamRankings', () => {
  const rankings = buildTeamRankings(offense, defense);
  const of = (teamId: string) => rankings.find((ranking) => ranking.teamId === teamId);

  it('ranks offense figures highest first and defense figures lowest first', () => {
    expect(of('2')?.figures.ppg).toEqual({ value: 30, rank: 1 });
    expect(of('1')?.figures.ppg).toEqual({ value: 20, rank: 3 });
    expect(of('1')?.figures.ppgAllowed).toEqual({ value: 18, rank: 1 });
    expect(of('2')?.figures.ppgAllowed).toEqual({ value: 28, rank: 2 });
  });

  it('gives equal figures the same rank and a missing figure none', () => {
    expect(of('1')?.figures.totalYpg.rank).toBe(2);
    expect(of('2')?.figures.totalYpg.rank).toBe(2);
    expect(of('3')?.figures.totalYpg.rank).toBe(1);
    expect(of('3')?.figures.passYpg).toEqual({ value: null, rank: null });
    expect(of('3')?.figures.ppgAllowed).toEqual({ value: null, rank: null });
  });
});

describe("buildTeamRankings with the league's teams", () => {
  it('lists a team yet to play, with no figures and no games, after the ranked ones', () => {
    const all = [
      { teamId: '1', abbr: 'AAA' },
      { teamId: '9', abbr: 'ZZZ' },
    ];
    const rankings = buildTeamRankings(offense, defense, all);
    const idle = rankings.find((row) => row.teamId === '9');
    expect(idle).toMatchObject({ teamAbbr: 'ZZZ', games: 0 });
    expect(idle?.figures.ppg).toEqual({ value: null, rank: null });
    expect(sortTeamRankings(rankings, { key: 'ppg', direction: 'best' }).at(-1)?.teamAbbr).toBe('ZZZ');
    // The others keep their ranks.
    expect(rankings.find((row) => row.teamId === '3')?.figures.totalYpg.rank).toBe(1);
  });
});

describe('sortTeamRankings', () => {
  const rankings = buildTeamRankings(offense, defense);
  const ids = (sort: Parameters<typeof sortTeamRankings>[1]) =>
    sortTeamRankings(rankings, sort).map((r) => r.teamAbbr);

  it('orders by rank best or worst first, teams without the figure last', () => {
    expect(ids({ key: 'ppg', direction: 'best' })).toEqual(['BBB', 'CCC', 'AAA']);
    expect(ids({ key: 'ppg', direction: 'worst' })).toEqual(['AAA', 'CCC', 'BBB']);
    expect(ids({ key: 'ppgAllowed', direction: 'worst' })).toEqual(['BBB', 'AAA', 'CCC']);
    expect(ids({ key: 'team', direction: 'worst' })).toEqual(['CCC', 'BBB', 'AAA']);
  });

  it('toggles the same column and starts a new one best first', () => {
    expect(toggleRankingSort({ key: 'ppg', direction: 'best' }, 'ppg')).toEqual({
      key: 'ppg',
      direction: 'worst',
    });
    expect(toggleRankingSort({ key: 'ppg', direction: 'worst' }, 'rushYpg')).toEqual({
      key: 'rushYpg',
      direction: 'best',
    });
  });
});
