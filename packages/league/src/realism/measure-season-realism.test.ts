import { asNflId, asTeamId, type PlayRecord } from '@all22/domain';
import { makePlayRecord } from '@all22/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { summarizeSeason } from '../testing/summarize-season.js';
import { measureSeasonRealism, type RealismGame } from './measure-season-realism.js';
import { playRegularSeasons } from './play-regular-seasons.js';
import { REALISM_REFERENCE, type SeasonRealism } from './realism-reference.js';
import { findOutOfRange, formatRealismReport } from './format-realism-report.js';

const HOME = asTeamId('1000');
const VISITOR = asTeamId('2000');
const PASSER = asNflId(7);

const game = (plays: Partial<PlayRecord>[], homeScore: number, visitorScore: number): RealismGame => ({
  homeTeamId: HOME,
  visitorTeamId: VISITOR,
  homeScore,
  visitorScore,
  plays: plays.map((play) =>
    makePlayRecord({ possessionTeamId: HOME, defenseTeamId: VISITOR, passerId: PASSER, ...play }),
  ),
});

describe('measureSeasonRealism on plays written for it', () => {
  const touchdown = { touchdown: true, scoringTeamId: HOME, scoring: true };
  const season = measureSeasonRealism([
    game(
      [
        // Drive 1 reaches the red zone, is pushed back by a penalty and scores from the 25.
        { drive: 1, redzone: true, down: 1, yardsGained: 2 },
        {
          drive: 1,
          playType: 'play_type_pass',
          attempt: true,
          isPenalty: true,
          isNoPlay: true,
          penaltyYards: 10,
        },
        {
          drive: 1,
          playType: 'play_type_pass',
          attempt: true,
          completion: true,
          yardsGained: 25,
          quarter: 3,
          points: 6,
          ...touchdown,
        },
        {
          drive: 1,
          playType: 'play_type_xp',
          kickResult: 'GOOD',
          quarter: 3,
          points: 1,
          scoringTeamId: HOME,
        },
        // Drive 2 reaches it twice in one drive and kicks a field goal: one trip, no touchdown.
        { drive: 2, redzone: true, down: 3, firstDown: true, yardsGained: 4 },
        { drive: 2, redzone: true, down: 3, yardsGained: 1 },
        {
          drive: 2,
          playType: 'play_type_field_goal',
          kickResult: 'GOOD',
          quarter: 4,
          points: 3,
          scoringTeamId: HOME,
        },
        // An interception returned 100 yards the other way: a turnover and the longest play.
        {
          drive: 3,
          playType: 'play_type_pass',
          attempt: true,
          interception: true,
          returnYards: 100,
          quarter: 4,
          points: 6,
          touchdown: true,
          scoringTeamId: VISITOR,
        },
      ],
      10,
      6,
    ),
  ]);

  it('counts a red-zone trip once per drive, a touchdown one when the drive scored from anywhere', () => {
    expect(season.redZoneTouchdownPct).toBe(50);
  });

  it('reads rates of the plays that stand and keeps the penalties of no-plays', () => {
    expect(season).toMatchObject({
      completionPct: 50,
      passTouchdownPct: 50,
      interceptionPct: 50,
      thirdDownPct: 50,
      penaltiesPerTeamGame: 0.5,
      penaltyYardsPerTeamGame: 5,
      turnoversPerTeamGame: 0.5,
      fieldGoalPct: 100,
      extraPointPct: 100,
      longestPlay: 100,
      passersPerSeason: 1,
      ties: 0,
      teamWinsStdDev: 0.5,
    });
    // 7 of 16 points in the third quarter, 9 in the fourth.
    expect(season.thirdQuarterPointsPct).toBeCloseTo(43.75, 5);
    expect(season.fourthQuarterPointsPct).toBeCloseTo(56.25, 5);
  });
});

describe("measureSeasonRealism on the default league's first season (seed all22, 2018)", () => {
  let games: RealismGame[];
  let season: SeasonRealism;
  // A season of the league: about 4 s alone, far more beside the other projects on 2 cores.
  beforeAll(() => {
    games = playRegularSeasons({
      seed: 'all22',
      firstSeason: 2018,
      fromSeason: 2018,
      lastSeason: 2018,
    }).get(2018)!;
    season = measureSeasonRealism(games);
  }, 120_000);

  it('plays the whole regular season', () => {
    expect(games).toHaveLength(256);
  });

  it('agrees with the engine tests’ season summary on the rates both count', () => {
    const summary = summarizeSeason(
      games.map((one) => ({ ...one, plays: [...one.plays], phase: 'FINAL' as const })),
    );
    expect(season.pointsPerTeamGame).toBeCloseTo(summary.pointsPerTeamGame, 9);
    expect(season.completionPct).toBeCloseTo(summary.completionRate * 100, 9);
    expect(season.sackPct).toBeCloseTo(summary.sackRate * 100, 9);
    expect(season.interceptionPct).toBeCloseTo(summary.interceptionRate * 100, 9);
    expect(season.yardsPerCarry).toBeCloseTo(summary.yardsPerCarry, 9);
    expect(season.leaderRushingYards).toBe(summary.leaders.rushingYards);
    expect(season.leaderPassingYards).toBe(summary.leaders.passingYards);
  });

  it('never measures a play longer than the field', () => {
    expect(season.longestPlay).toBeLessThanOrEqual(109);
  });

  it('prints every measure with its range, marking and counting what is out', () => {
    const report = formatRealismReport('all22', new Map([[2018, season]]));
    for (const { label } of Object.values(REALISM_REFERENCE)) expect(report).toContain(label);
    const out = findOutOfRange(season);
    expect(report).toContain(
      `2018: ${out.length} of ${Object.keys(REALISM_REFERENCE).length} measures out of range`,
    );
    expect(report.split('\n').filter((line) => line.endsWith('✗'))).toHaveLength(out.length);
  });
});
