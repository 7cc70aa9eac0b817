import { asGameId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { computePlayerGameStats } from '../players/compute-player-game-stats.js';
import { computePlayerSeasonStats } from '../players/compute-player-season-stats.js';
import { ids, pass, run, sack } from '../testing/index.js';
import { rankStatLeaders } from './rank-stat-leaders.js';

const game = (gameId: number, week: number) => ({ gameId: asGameId(gameId), week });
const PLAYS = [
  run(20, 50, game(1, 1)),
  run(21, 30, game(1, 1)),
  run(21, 20, game(2, 2)),
  run(22, 50, game(2, 2)),
  pass(10, 30, 15, { ...game(1, 1), tacklerIds: ids(80) }),
  sack(10, 7, [60, 61], game(1, 1)),
];

describe('rankStatLeaders', () => {
  const games = computePlayerGameStats(PLAYS);
  const seasons = computePlayerSeasonStats(games);

  it('ranks season leaders by the category figure, ties by nflId', () => {
    const leaders = rankStatLeaders(seasons, 'rushing');
    expect(leaders.map((leader) => [leader.rank, leader.row.nflId, leader.value])).toEqual([
      [1, 20, 50],
      [2, 21, 50],
      [3, 22, 50],
    ]);
  });

  it('ranks single-game leaders and honours the limit', () => {
    const leaders = rankStatLeaders(games, 'rushing', { limit: 3 });
    expect(leaders.map((leader) => [leader.row.nflId, leader.row.gameId, leader.value])).toEqual([
      [20, 1, 50],
      [22, 2, 50],
      [21, 1, 30],
    ]);
  });

  it('lists only players who took part in the category and can sort by another figure', () => {
    expect(rankStatLeaders(seasons, 'passing').map((leader) => leader.row.nflId)).toEqual([10]);
    const sacks = rankStatLeaders(seasons, 'defense', { value: (line) => line.defense.sacks });
    expect(sacks.map((leader) => [leader.row.nflId, leader.value])).toEqual([
      [60, 0.5],
      [61, 0.5],
      [80, 0],
    ]);
  });
});
