import { describe, expect, it } from 'vitest';
import {
  extraPoint,
  fieldGoal,
  HOME,
  id,
  ids,
  makePlay,
  pass,
  punt,
  run,
  sack,
  VISITOR,
} from '../testing/index.js';
import { computePlayerGameStats, type PlayerGameStats } from './compute-player-game-stats.js';

// HOME: QB 10, RB 20, WR 30, TE 31, K 40, P 41. VISITOR: EDGE 60, 61, LB 70, CB 80, S 81.
const OFFENSE = ids(10, 20, 30, 31);
const DEFENSE = ids(60, 61, 70, 80, 81);
const onField = { offensePlayerIds: OFFENSE, defensePlayerIds: DEFENSE };

const GAME = [
  run(20, 12, { ...onField, firstDown: true, tacklerIds: ids(70), tackleStopIds: [] }),
  run(20, -2, { ...onField, runStuff: true, tacklerIds: ids(70, 81), tackleStopIds: ids(70) }),
  pass(10, 30, 25, {
    ...onField,
    airYards: 15,
    timeToThrow: 2.4,
    separation: 2.5,
    firstDown: true,
    routeRunnerIds: ids(30, 31),
    passRusherIds: ids(60, 61),
    pressurePlayerIds: ids(60),
    coverageDefenderIds: ids(80, 81),
    nearestDefenderId: id(80),
    tacklerIds: ids(80),
  }),
  pass(10, 31, 0, {
    ...onField,
    completion: false,
    airYards: 8,
    timeToThrow: 2.8,
    separation: 0.5,
    routeRunnerIds: ids(30, 31),
    passRusherIds: ids(60, 61),
    coverageDefenderIds: ids(80, 81),
    nearestDefenderId: id(81),
  }),
  sack(10, 8, [60, 61], { ...onField, passRusherIds: ids(60, 61), pressurePlayerIds: ids(60, 61) }),
  pass(10, 30, 30, {
    ...onField,
    airYards: 30,
    timeToThrow: 3,
    touchdown: true,
    scoring: true,
    points: 6,
    scoringTeamId: HOME,
    homeScore: 6,
    routeRunnerIds: ids(30, 31),
    passRusherIds: ids(60),
    coverageDefenderIds: ids(80, 81),
    nearestDefenderId: id(80),
  }),
  extraPoint(40, true, { homeScore: 7 }),
  makePlay({
    playType: 'play_type_kickoff',
    down: null,
    kickerId: id(40),
    returnerId: id(90),
    returnYards: 22,
    possessionTeamId: HOME,
    defenseTeamId: VISITOR,
  }),
  // A run wiped out by a penalty: the snap counts, the yards do not.
  run(20, 40, { ...onField, isNoPlay: true, isPenalty: true, penaltyTeamId: HOME, penaltyYards: 10 }),
  pass(10, 30, 0, {
    ...onField,
    completion: false,
    interception: true,
    isTurnover: true,
    interceptorId: id(81),
    nearestDefenderId: id(81),
    coverageDefenderIds: ids(80, 81),
    routeRunnerIds: ids(30),
  }),
  fieldGoal(40, 52, true, { homeScore: 10 }),
  fieldGoal(40, 38, false),
  punt(41, 48),
  run(20, 3, { ...onField, fumble: true, fumbleLost: true, isTurnover: true }),
];

const lineOf = (rows: PlayerGameStats[], nflId: number) => {
  const row = rows.find((candidate) => candidate.nflId === nflId);
  if (row === undefined) throw new Error(`no line for ${nflId}`);
  return row;
};

describe('computePlayerGameStats — golden game', () => {
  const rows = computePlayerGameStats(GAME);

  it('gives every named player one row, sorted by nflId, with his team', () => {
    expect(rows.map((row) => row.nflId)).toEqual([10, 20, 30, 31, 40, 41, 60, 61, 70, 80, 81, 90]);
    expect(lineOf(rows, 10).teamId).toBe(HOME);
    expect(lineOf(rows, 80).teamId).toBe(VISITOR);
    expect(lineOf(rows, 90).teamId).toBe(VISITOR);
  });

  it('totals the passer', () => {
    expect(lineOf(rows, 10).stats.passing).toMatchObject({
      attempts: 4,
      completions: 2,
      yards: 55,
      touchdowns: 1,
      interceptions: 1,
      sacks: 1,
      sackYards: 8,
      airYards: 53,
      completedAirYards: 45,
      firstDowns: 1,
      longest: 30,
      completionPercentage: 50,
      yardsPerAttempt: 13.75,
      averageTimeToThrow: 2.73,
      // (0.5−0.3)×5=1, (13.75−3)/4=2.375 (cap), 0.25×20=5→2.375, 2.375−0.25×25=−3.875→0: 5.75/6
      passerRating: 95.8,
    });
    expect(lineOf(rows, 10).stats.general.offenseSnaps).toBe(9);
  });

  it('totals the rusher, ignoring the play a penalty wiped out', () => {
    expect(lineOf(rows, 20).stats.rushing).toMatchObject({
      attempts: 3,
      yards: 13,
      touchdowns: 0,
      longest: 12,
      tenPlusRuns: 1,
      firstDowns: 1,
      fumbles: 1,
      fumblesLost: 1,
      yardsPerAttempt: 4.33,
    });
    expect(lineOf(rows, 20).stats.general).toMatchObject({ fumbles: 1, fumblesLost: 1, offenseSnaps: 9 });
  });

  it('totals the receivers, routes and yards after the catch', () => {
    expect(lineOf(rows, 30).stats.receiving).toMatchObject({
      targets: 3,
      receptions: 2,
      yards: 55,
      touchdowns: 1,
      longest: 30,
      yardsAfterCatch: 10,
      routesRun: 4,
      averageSeparation: 2.5,
      catchPercentage: 66.7,
    });
    expect(lineOf(rows, 31).stats.receiving).toMatchObject({ targets: 1, receptions: 0, routesRun: 3 });
  });

  it('credits pass rushers with shared sacks, pressures and their rate', () => {
    expect(lineOf(rows, 60).stats.defense).toMatchObject({
      sacks: 0.5,
      pressures: 2,
      passRushSnaps: 4,
      pressureRate: 50,
      tackles: 1,
      snaps: 9,
    });
    expect(lineOf(rows, 61).stats.defense).toMatchObject({ sacks: 0.5, pressures: 1, passRushSnaps: 3 });
  });

  it('credits tacklers, stops and run stuffs', () => {
    expect(lineOf(rows, 70).stats.defense).toMatchObject({ tackles: 2, stops: 1, runStuffs: 1 });
    expect(lineOf(rows, 81).stats.defense).toMatchObject({ tackles: 1, runStuffs: 1, interceptions: 1 });
  });

  it('charges the nearest defender with what he allowed', () => {
    expect(lineOf(rows, 80).stats.coverage).toMatchObject({
      coveragePlays: 4,
      targetsAllowed: 2,
      completionsAllowed: 2,
      yardsAllowed: 55,
      touchdownsAllowed: 1,
      targetRate: 50,
      passerRatingAllowed: 158.3,
    });
    expect(lineOf(rows, 81).stats.coverage).toMatchObject({
      targetsAllowed: 2,
      completionsAllowed: 0,
      interceptionsAllowed: 1,
      tightTargetsAllowed: 1,
      tightWindowRate: 50,
    });
    // One interception plus one incompletion thrown at his man.
    expect(lineOf(rows, 81).stats.defense.passesDefensed).toBe(2);
  });

  it('totals the kicker and the punter', () => {
    expect(lineOf(rows, 40).stats.kicking).toMatchObject({
      fieldGoalsMade: 1,
      fieldGoalsAttempted: 2,
      fieldGoalsMade50Plus: 1,
      fieldGoalsAttempted50Plus: 1,
      fieldGoalsMade30To39: 0,
      fieldGoalsAttempted30To39: 1,
      longestFieldGoal: 52,
      extraPointsMade: 1,
      extraPointsAttempted: 1,
      fieldGoalPercentage: 50,
      extraPointPercentage: 100,
    });
    expect(lineOf(rows, 41).stats.punting).toMatchObject({
      punts: 1,
      yards: 48,
      longest: 48,
      averageDistance: 48,
    });
  });

  it('credits the kick returner', () => {
    expect(lineOf(rows, 90).stats.returning).toMatchObject({
      kickReturns: 1,
      kickReturnYards: 22,
      touchdowns: 0,
    });
  });
});

describe('computePlayerGameStats', () => {
  it('keeps games apart and sorts by game', () => {
    const rows = computePlayerGameStats([
      run(20, 5, { gameId: 2 as never }),
      run(20, 7, { gameId: 1 as never }),
      run(20, 1, { gameId: 2 as never }),
    ]);
    expect(rows.map((row) => [row.gameId, row.stats.rushing.yards])).toEqual([
      [1, 7],
      [2, 6],
    ]);
  });

  it('credits a successful two-point try to passer and receiver but not to passing stats', () => {
    const rows = computePlayerGameStats([
      pass(10, 30, 2, {
        playType: 'play_type_two_point_conversion',
        kickResult: 'SUCCESS',
        down: null,
        points: 2,
      }),
    ]);
    expect(lineOf(rows, 10).stats.general.twoPointConversions).toBe(1);
    expect(lineOf(rows, 30).stats.general.twoPointConversions).toBe(1);
    expect(lineOf(rows, 10).stats.passing.attempts).toBe(0);
  });

  it('places a kickoff-only kicker on his team once a surer play names him', () => {
    const rows = computePlayerGameStats([
      makePlay({
        playType: 'play_type_kickoff',
        kickerId: id(40),
        possessionTeamId: VISITOR,
        defenseTeamId: HOME,
      }),
      extraPoint(40, true, { possessionTeamId: HOME, defenseTeamId: VISITOR }),
    ]);
    expect(lineOf(rows, 40).teamId).toBe(HOME);
  });

  it('credits a punt returner with a return touchdown', () => {
    const rows = computePlayerGameStats([
      punt(41, 45, {
        returnerId: id(90),
        returnYards: 70,
        touchdown: true,
        points: 6,
        scoringTeamId: VISITOR,
      }),
    ]);
    expect(lineOf(rows, 90).stats.returning).toMatchObject({
      puntReturns: 1,
      puntReturnYards: 70,
      touchdowns: 1,
    });
  });

  it('does not count a pick-six as the passer’s touchdown', () => {
    const rows = computePlayerGameStats([
      pass(10, 30, 0, {
        completion: false,
        interception: true,
        interceptorId: id(81),
        isTurnover: true,
        touchdown: true,
        scoringTeamId: VISITOR,
        points: 6,
      }),
    ]);
    expect(lineOf(rows, 10).stats.passing).toMatchObject({ touchdowns: 0, interceptions: 1 });
  });
});
