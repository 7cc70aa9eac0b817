import { asGameId, asNflId, type NflId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { computePlayerGameStats } from '../players/compute-player-game-stats.js';
import { computePlayerSeasonStats } from '../players/compute-player-season-stats.js';
import { HOME, ids, pass, run } from '../testing/index.js';
import { computeFantasySeasonStats } from './compute-fantasy-season-stats.js';
import { computeWeeklyFantasyPoints } from './compute-weekly-fantasy-points.js';
import { rankFantasyPositions } from './rank-fantasy-positions.js';

const week = (gameId: number, number: number) => ({ gameId: asGameId(gameId), week: number });
const td = { touchdown: true, scoringTeamId: HOME, points: 6 };

// WR 30: 2 catches, 30 yds, 1 TD in week 1; 1 catch, 20 yds in week 2.
// WR 31: 5 catches, 50 yds in week 1. RB 20: 100 rushing yds. QB 10 threw it all.
const PLAYS = [
  pass(10, 30, 10, week(1, 1)),
  pass(10, 30, 20, { ...week(1, 1), ...td }),
  ...[10, 10, 10, 10, 10].map((yards) => pass(10, 31, yards, week(1, 1))),
  run(20, 100, week(1, 1)),
  pass(10, 30, 20, week(2, 2)),
];
const POSITIONS = new Map<NflId, string>([
  [asNflId(10), 'QB'],
  [asNflId(20), 'FB'],
  [asNflId(30), 'WR'],
  [asNflId(31), 'WR'],
  [asNflId(32), 'WR'],
]);

describe('computeWeeklyFantasyPoints', () => {
  it('scores each player game in the three formats', () => {
    const weeks = computeWeeklyFantasyPoints(computePlayerGameStats(PLAYS));
    const wr = weeks.filter((row) => row.nflId === 30);
    expect(wr.map(({ week: number, fpStd, fpHalfPPR, fpPPR }) => [number, fpStd, fpHalfPPR, fpPPR])).toEqual([
      [1, 9, 10, 11],
      [2, 2, 2.5, 3],
    ]);
  });
});

describe('computeFantasySeasonStats', () => {
  const gameStats = computePlayerGameStats(PLAYS);
  const seasons = computePlayerSeasonStats(gameStats, [
    { ...week(2, 2), teamId: HOME, season: 2024, seasonType: 'REG', nflIds: ids(32) },
  ]);
  const rows = computeFantasySeasonStats(seasons, POSITIONS);
  const rowOf = (nflId: number) => rows.find((row) => row.nflId === nflId);

  it('totals the season, per game over games played', () => {
    expect(rowOf(30)).toMatchObject({
      gamesPlayed: 2,
      fpStd: 11,
      fpHalfPPR: 12.5,
      fpPPR: 14,
      fpPGStd: 5.5,
      fpPGHalfPPR: 6.25,
      fpPGPPR: 7,
    });
  });

  it('equals the sum of the weeks', () => {
    const weekly = computeWeeklyFantasyPoints(gameStats).filter((row) => row.nflId === 30);
    expect(weekly.reduce((sum, row) => sum + row.fpPPR, 0)).toBe(rowOf(30)?.fpPPR);
  });

  it('ranks within the position per format, labels it, and leaves players without games unranked', () => {
    // Std: WR 30 11 > WR 31 5. PPR: WR 31 10 < WR 30 14 — same order here; labels by position.
    expect(rowOf(30)).toMatchObject({ fpPosRkStd: 1, fpPosRkLblStd: 'WR1', fpPosRkLblPPR: 'WR1' });
    expect(rowOf(31)).toMatchObject({ fpPosRkStd: 2, fpPosRkLblHalfPPR: 'WR2' });
    expect(rowOf(20)).toMatchObject({ position: 'RB', fpPosRkLblStd: 'RB1' });
    expect(rowOf(32)).toMatchObject({ gamesPlayed: 0, fpPosRkStd: null, fpPosRkLblStd: null, fpPGStd: 0 });
  });
});

describe('rankFantasyPositions', () => {
  it('breaks ties by nflId and changes order by format', () => {
    const ranks = rankFantasyPositions([
      { nflId: asNflId(7), position: 'TE', gamesPlayed: 1, points: 10 },
      { nflId: asNflId(3), position: 'TE', gamesPlayed: 1, points: 10 },
      { nflId: asNflId(5), position: 'TE', gamesPlayed: 1, points: 12 },
      { nflId: asNflId(9), position: '', gamesPlayed: 1, points: 30 },
    ]);
    expect([5, 3, 7, 9].map((nflId) => ranks.get(asNflId(nflId))?.label ?? null)).toEqual([
      'TE1',
      'TE2',
      'TE3',
      null,
    ]);
  });
});
