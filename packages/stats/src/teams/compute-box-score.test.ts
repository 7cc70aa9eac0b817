import { describe, expect, it } from 'vitest';
import type { GameContext } from '../plays/game-context.js';
import { StatsInputError } from '../plays/game-context.js';
import {
  extraPoint,
  fieldGoal,
  GAME_ID,
  HOME,
  id,
  makePlay,
  pass,
  punt,
  run,
  sack,
  VISITOR,
} from '../testing/index.js';
import { computeBoxScore } from './compute-box-score.js';
import { computeTeamGameStats } from './compute-team-game-stats.js';
import { computeTeamSeasonStats } from './compute-team-season-stats.js';

const GAME: GameContext = {
  gameId: GAME_ID,
  season: 2024,
  seasonType: 'REG',
  week: 1,
  homeTeamId: HOME,
  visitorTeamId: VISITOR,
  isFinal: true,
};
const visitorBall = { possessionTeamId: VISITOR, defenseTeamId: HOME };

// HOME drives 75 yards for a TD in the 1st; VISITOR kicks a FG in the 2nd and a TD in the 4th;
// HOME answers with a FG in the 4th. Final 10-10 after a missed VISITOR extra point.
const PLAYS = [
  makePlay({
    sequence: 1,
    playType: 'play_type_kickoff',
    drive: null,
    down: null,
    clockSeconds: 900,
    ...visitorBall,
  }),
  run(20, 15, { sequence: 2, clockSeconds: 895, firstDown: true }),
  pass(10, 30, 40, { sequence: 3, clockSeconds: 860, yardlineNumber: 60, firstDown: true }),
  sack(10, 5, [60], { sequence: 4, clockSeconds: 830, yardlineNumber: 20, redzone: true }),
  pass(10, 30, 0, {
    sequence: 5,
    clockSeconds: 800,
    down: 2,
    distance: 15,
    yardlineNumber: 25,
    completion: false,
  }),
  pass(10, 31, 25, {
    sequence: 6,
    clockSeconds: 790,
    down: 3,
    distance: 15,
    yardlineNumber: 25,
    touchdown: true,
    points: 6,
    scoringTeamId: HOME,
    homeScore: 6,
  }),
  extraPoint(40, true, { sequence: 7, clockSeconds: 785, homeScore: 7 }),
  makePlay({
    sequence: 8,
    playType: 'play_type_kickoff',
    drive: null,
    down: null,
    clockSeconds: 785,
    homeScore: 7,
  }),
  run(50, 4, { sequence: 9, drive: 2, clockSeconds: 780, yardlineNumber: 75, homeScore: 7, ...visitorBall }),
  run(50, 2, {
    sequence: 10,
    drive: 2,
    down: 2,
    distance: 6,
    clockSeconds: 740,
    homeScore: 7,
    isNoPlay: true,
    isPenalty: true,
    penaltyTeamId: VISITOR,
    penaltyYards: 10,
    ...visitorBall,
  }),
  punt(51, 45, { sequence: 11, drive: 2, clockSeconds: 700, homeScore: 7, ...visitorBall }),
  fieldGoal(52, 40, true, {
    sequence: 12,
    drive: 3,
    quarter: 2,
    clockSeconds: 100,
    homeScore: 7,
    visitorScore: 3,
    ...visitorBall,
  }),
  run(50, 12, {
    sequence: 13,
    drive: 4,
    quarter: 4,
    clockSeconds: 300,
    down: 3,
    distance: 2,
    yardlineNumber: 12,
    touchdown: true,
    points: 6,
    scoringTeamId: VISITOR,
    homeScore: 7,
    visitorScore: 9,
    ...visitorBall,
  }),
  extraPoint(52, false, {
    sequence: 14,
    quarter: 4,
    clockSeconds: 295,
    homeScore: 7,
    visitorScore: 9,
    ...visitorBall,
  }),
  fieldGoal(40, 30, true, {
    sequence: 15,
    drive: 5,
    quarter: 4,
    clockSeconds: 60,
    homeScore: 10,
    visitorScore: 9,
  }),
];

describe('computeBoxScore — golden game', () => {
  const box = computeBoxScore(PLAYS, GAME);

  it('scores by quarter from the scoring plays and agrees with the final score', () => {
    expect(box.home).toMatchObject({ teamId: HOME, score: 10, scoreByPeriod: [7, 0, 0, 3] });
    expect(box.visitor).toMatchObject({ teamId: VISITOR, score: 9, scoreByPeriod: [0, 3, 0, 6] });
    expect(box.isScoreConsistent).toBe(true);
  });

  it('totals each offense and pairs it with what the other allowed', () => {
    expect(box.home.stats).toMatchObject({
      pointsFor: 10,
      pointsAgainst: 9,
      grossPassYards: 65,
      passYards: 60,
      passAttempts: 3,
      passCompletions: 2,
      passTouchdowns: 1,
      sacksTaken: 1,
      sackYardsLost: 5,
      rushAttempts: 1,
      rushYards: 15,
      totalYards: 75,
      offensePlays: 5,
      firstDowns: 2,
      thirdDownAttempts: 1,
      thirdDownConversions: 1,
      redZoneTrips: 1,
      redZoneTouchdowns: 1,
      rushYardsAllowed: 16,
      totalYardsAllowed: 16,
      yardsPerPlay: 15,
    });
    expect(box.visitor.stats).toMatchObject({
      rushAttempts: 2,
      rushYards: 16,
      rushTouchdowns: 1,
      penalties: 1,
      penaltyYards: 10,
      redZoneTrips: 1,
      redZoneTouchdowns: 1,
      sacks: 1,
      passYardsAllowed: 60,
    });
  });

  it('splits the game clock into time of possession that adds up to 60 minutes', () => {
    const home = box.home.stats.timeOfPossessionSeconds;
    const visitor = box.visitor.stats.timeOfPossessionSeconds;
    expect(home + visitor).toBe(3600);
    // Home: its opening drive (900 → 785, 115 s), everything from the visitor's punt (1st, 11:40)
    // to its next snap (2nd, 1:40: 1500 s), and its final field goal drive (60 s). Kickoffs and
    // punts belong to the receiving team.
    expect(home).toBe(115 + 1500 + 60);
  });

  it('lists player lines under their teams', () => {
    expect(box.home.players.map((line) => line.nflId)).toEqual([10, 20, 30, 31, 40]);
    expect(box.visitor.players.map((line) => line.nflId)).toContain(60);
    expect(box.home.players.find((line) => line.nflId === 40)?.stats.kicking).toMatchObject({
      fieldGoalsMade: 1,
      extraPointsMade: 1,
    });
  });

  it('flags plays from another game', () => {
    expect(() => computeBoxScore([run(20, 1, { gameId: 1 as never })], GAME)).toThrow(StatsInputError);
  });
});

describe('computeTeamSeasonStats', () => {
  it('sums games and divides by games played', () => {
    const week1 = computeTeamGameStats(PLAYS, GAME);
    const week2 = computeTeamGameStats(
      PLAYS.map((play) => ({ ...play, gameId: 2 as never })),
      { ...GAME, gameId: 2 as never, week: 2 },
    );
    const [home] = computeTeamSeasonStats([...week1, ...week2]);
    expect(home).toMatchObject({ teamId: HOME, games: 2 });
    expect(home?.stats).toMatchObject({
      pointsFor: 20,
      pointsAgainst: 18,
      ppg: 10,
      ppgAllowed: 9,
      passYpg: 60,
      rushYpg: 15,
      rushYpgAllowed: 16,
      takeaways: 0,
    });
  });
});

describe('computeTeamGameStats', () => {
  it('counts interceptions and lost fumbles as turnovers and the other side’s takeaways', () => {
    const [home, visitor] = computeTeamGameStats(
      [
        pass(10, 30, 0, { completion: false, interception: true, interceptorId: id(80), isTurnover: true }),
        run(20, 3, { fumble: true, fumbleLost: true, isTurnover: true }),
      ],
      GAME,
    );
    expect(home.stats).toMatchObject({ turnovers: 2, interceptionsThrown: 1, fumblesLost: 1 });
    expect(visitor.stats).toMatchObject({ takeaways: 2, defensiveInterceptions: 1 });
  });
});
