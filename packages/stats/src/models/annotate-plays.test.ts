import { describe, expect, it } from 'vitest';
import type { GameContext } from '../plays/game-context.js';
import { fieldGoal, GAME_ID, HOME, pass, run, VISITOR } from '../testing/index.js';
import { annotatePlays } from './annotate-plays.js';
import { computeEpaPerPlay } from './compute-epa-per-play.js';

const GAME: GameContext = {
  gameId: GAME_ID,
  season: 2024,
  seasonType: 'REG',
  week: 1,
  homeTeamId: HOME,
  visitorTeamId: VISITOR,
  isFinal: true,
};

describe('annotatePlays', () => {
  const plays = annotatePlays(
    [
      fieldGoal(40, 30, true, {
        sequence: 3,
        quarter: 4,
        clockSeconds: 2,
        yardlineNumber: 12,
        down: 4,
        homeScore: 3,
      }),
      run(20, 40, { sequence: 1, quarter: 4, clockSeconds: 60 }),
      pass(10, 30, 23, { sequence: 2, quarter: 4, clockSeconds: 40, yardlineNumber: 35, firstDown: true }),
    ],
    GAME,
  );

  it('returns the plays in snap order with EPA and win probability filled', () => {
    expect(plays.map((play) => play.sequence)).toEqual([1, 2, 3]);
    for (const play of plays) {
      expect(play.expectedPointsAdded).not.toBeNull();
      expect(play.homeWinProbability).not.toBeNull();
    }
  });

  it('ends a final game at certainty for the winner', () => {
    expect(plays.at(-1)?.homeWinProbability).toBe(1);
    expect(plays[0]?.homeWinProbability).toBeGreaterThan(0.5);
  });

  it('credits positive EPA to gains and averages it per play', () => {
    expect(plays[0]?.expectedPointsAdded).toBeGreaterThan(0);
    const epa = computeEpaPerPlay(plays, (play) => play.possessionTeamId === HOME);
    expect(epa).toBeCloseTo(
      ((plays[0]?.expectedPointsAdded ?? 0) +
        (plays[1]?.expectedPointsAdded ?? 0) +
        (plays[2]?.expectedPointsAdded ?? 0)) /
        3,
      3,
    );
    expect(computeEpaPerPlay(plays, () => false)).toBeNull();
  });
});
