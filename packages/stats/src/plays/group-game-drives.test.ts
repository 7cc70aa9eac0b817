import { beforeEach, describe, expect, it } from 'vitest';
import {
  extraPoint,
  fieldGoal,
  HOME,
  makePlay,
  pass,
  punt,
  resetPlaySequence,
  run,
  VISITOR,
} from '../testing/index.js';
import { groupGameDrives } from './group-game-drives.js';

const visitorBall = { possessionTeamId: VISITOR, defenseTeamId: HOME };
const homeBall = { possessionTeamId: HOME, defenseTeamId: VISITOR };
const kickoff = (kicking: typeof homeBall, clockSeconds: number) =>
  makePlay({
    ...kicking,
    playType: 'play_type_kickoff',
    drive: null,
    down: null,
    distance: null,
    clock: '',
    clockSeconds,
  });

describe('groupGameDrives', () => {
  beforeEach(resetPlaySequence);

  it('puts kickoffs at the start of the receiving drive and tries at the end of the scoring drive', () => {
    const plays = [
      kickoff(visitorBall, 900),
      run(21, 5, { ...homeBall, drive: 1, clockSeconds: 895, clock: '14:55', yardLine: 'HOM 25' }),
      pass(11, 81, 70, {
        ...homeBall,
        drive: 1,
        clockSeconds: 860,
        touchdown: true,
        points: 6,
        scoringTeamId: HOME,
      }),
      extraPoint(5, true, { ...homeBall, clockSeconds: 855 }),
      kickoff(homeBall, 855),
      run(31, 2, { ...visitorBall, drive: 2, clockSeconds: 850, clock: '14:10', yardLine: 'VIS 20' }),
      run(31, 1, { ...visitorBall, drive: 2, down: 2, clockSeconds: 820 }),
      punt(7, 45, { ...visitorBall, drive: 2, clockSeconds: 790 }),
      run(21, -3, { ...homeBall, drive: 3, clockSeconds: 780, isNoPlay: true }),
      fieldGoal(5, 40, true, { ...homeBall, drive: 3, clockSeconds: 760 }),
    ];
    const drives = groupGameDrives([...plays].reverse(), true);
    expect(drives.map((drive) => drive.plays.map((play) => play.sequence))).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
    expect(drives.map((drive) => drive.result)).toEqual(['TOUCHDOWN', 'PUNT', 'FIELD_GOAL']);
    expect(drives.map((drive) => drive.teamId)).toEqual([HOME, VISITOR, HOME]);
    expect(drives.map((drive) => drive.playCount)).toEqual([2, 3, 2]);
    expect(drives[0]).toMatchObject({
      number: 1,
      startQuarter: 1,
      startClock: '14:55',
      startYardLine: 'HOM 25',
      yards: 75,
    });
    expect(drives[2]?.yards).toBe(0);
    // Kickoff to next kickoff: 900 → 855; the last drive runs to the end of the quarter.
    expect(drives.map((drive) => drive.timeOfPossessionSeconds)).toEqual([45, 75, 780]);
  });

  it('leaves the last drive of a live game in progress, and a fresh kickoff opens the next drive', () => {
    const plays = [
      run(21, 4, { ...homeBall, drive: 1, clockSeconds: 900 }),
      run(21, 4, { ...homeBall, drive: 1, down: 4, clockSeconds: 860 }),
      run(31, 3, { ...visitorBall, drive: 2, clockSeconds: 850 }),
      pass(12, 82, 0, { ...visitorBall, drive: 2, isTurnover: true, interception: true, clockSeconds: 840 }),
      kickoff(homeBall, 600),
    ];
    const drives = groupGameDrives(plays, false);
    expect(drives.map((drive) => drive.result)).toEqual(['DOWNS', 'INTERCEPTION', 'IN_PROGRESS']);
    expect(drives[2]).toMatchObject({ number: 3, teamId: VISITOR, playCount: 0, timeOfPossessionSeconds: 0 });
  });

  it('answers no drives before kick-off', () => {
    expect(groupGameDrives([], false)).toEqual([]);
  });
});
