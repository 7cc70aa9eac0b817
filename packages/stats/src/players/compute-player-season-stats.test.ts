import {
  asGameId,
  getPlayerHeaderStatSettings,
  getValueAtPath,
  isStatQualified,
  PLAYER_HEADER_STAT_PATHS,
  selectHeaderStatItems,
} from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { fieldGoal, HOME, ids, pass, run } from '../testing/index.js';
import { computePlayerGameStats } from './compute-player-game-stats.js';
import { computePlayerSeasonStats, type TeamGameRoster } from './compute-player-season-stats.js';
import { selectPlayerHeadline, selectQualificationTotals } from './select-player-headline.js';

const game = (gameId: number, week: number) => ({ gameId: asGameId(gameId), week });
const roster = (gameId: number, week: number, nflIds: number[]): TeamGameRoster => ({
  ...game(gameId, week),
  teamId: HOME,
  season: 2024,
  seasonType: 'REG',
  nflIds: ids(...nflIds),
});

// QB 10 plays weeks 1 and 2; RB 20 plays week 1 only; K 40 kicks in week 2; 99 never plays.
const PLAYS = [
  pass(10, 30, 20, { ...game(1, 1), offensePlayerIds: ids(10, 20, 30) }),
  pass(10, 30, 10, { ...game(1, 1), touchdown: true, scoringTeamId: HOME }),
  run(20, 30, game(1, 1)),
  pass(10, 30, 0, { ...game(2, 2), completion: false, interception: true }),
  pass(10, 30, 30, game(2, 2)),
  fieldGoal(40, 45, true, game(2, 2)),
];
const ROSTERS = [roster(1, 1, [10, 20, 30, 40, 99]), roster(2, 2, [10, 20, 30, 40, 99])];

describe('computePlayerSeasonStats', () => {
  const seasons = computePlayerSeasonStats(computePlayerGameStats(PLAYS), ROSTERS);
  const seasonOf = (nflId: number) => {
    const row = seasons.find((candidate) => candidate.nflId === nflId);
    if (row === undefined) throw new Error(`no season for ${nflId}`);
    return row;
  };

  it('counts games played and games on the roster without a play', () => {
    expect(seasonOf(10)).toMatchObject({ gamesPlayed: 2, gamesDnp: 0, teamId: HOME });
    expect(seasonOf(20)).toMatchObject({ gamesPlayed: 1, gamesDnp: 1 });
    expect(seasonOf(40)).toMatchObject({ gamesPlayed: 1, gamesDnp: 1 });
    expect(seasonOf(99)).toMatchObject({ gamesPlayed: 0, gamesDnp: 2 });
  });

  it('sums totals, re-derives rates from the sums and divides by games played', () => {
    expect(seasonOf(10).stats.passing).toMatchObject({
      attempts: 4,
      completions: 3,
      yards: 60,
      touchdowns: 1,
      interceptions: 1,
      longest: 30,
      yardsPerGame: 30,
      touchdownsPerGame: 0.5,
      interceptionsPerGame: 0.5,
      completionPercentage: 75,
      // (0.75−0.3)×5=2.25, (15−3)/4=3→2.375, 0.25×20=5→2.375, 2.375−6.25=−3.875→0: 7/6
      passerRating: 116.7,
    });
    expect(seasonOf(20).stats.rushing).toMatchObject({
      yardsPerGame: 30,
      attemptsPerGame: 1,
      yardsPerAttempt: 30,
    });
    expect(seasonOf(99).stats.passing.yardsPerGame).toBeNull();
  });

  it('gives the player header a value at every path it reads', () => {
    const stats = seasonOf(10).stats;
    for (const path of PLAYER_HEADER_STAT_PATHS) {
      expect(getValueAtPath(stats, path), path).not.toBeUndefined();
    }
    const items = selectHeaderStatItems(getPlayerHeaderStatSettings('QB'), stats);
    expect(items.map((item) => item.text)).toEqual(['30.0', '0.5', '0.5']);
    const kicker = selectHeaderStatItems(getPlayerHeaderStatSettings('K'), seasonOf(40).stats);
    expect(kicker.map((item) => item.text)).toEqual(['1-1', '45', '100.0%']);
  });

  it('feeds stat qualification with games played plus not played', () => {
    const rb = seasonOf(20);
    const input = {
      gamesPlayed: rb.gamesPlayed,
      gamesDnp: rb.gamesDnp,
      totals: selectQualificationTotals(rb.stats),
    };
    // 1 carry over 2 games is not more than 6.25 a game.
    expect(isStatQualified('RB', input)).toBe(false);
    expect(isStatQualified('K', { ...input, totals: {} })).toBe(true);
  });

  it('selects the table columns', () => {
    expect(selectPlayerHeadline(seasonOf(10).stats)).toMatchObject({
      passAttempts: 4,
      passYards: 60,
      interceptionsThrown: 1,
      snaps: 1,
    });
  });
});
