import { asGameId, asNflId, asTeamId, type NflId, type PlayRecord } from '@all22/domain';
import { makePlayRecord } from '@all22/domain/testing';

/** The two clubs of every test game: HOME hosts VISITOR. */
export const HOME = asTeamId('1000');
export const VISITOR = asTeamId('2000');
export const GAME_ID = asGameId(2024090800);

/** Branded player ids from plain numbers, so fixtures read `ids(11, 12)`. */
export function ids(...values: number[]): NflId[] {
  return values.map(asNflId);
}
export function id(value: number): NflId {
  return asNflId(value);
}

/**
 * A play with sensible defaults: HOME has the ball, 1st & 10 at its own 25 in the 1st quarter at
 * 15:00, nothing happened, nobody took part. Overrides replace fields wholesale; `sequence` and
 * `playId` default to a counter so a list of plays stays in order.
 */
let nextSequence = 1;

/** Restarts the sequence counter (call in `beforeEach` when a test relies on sequence numbers). */
export function resetPlaySequence(): void {
  nextSequence = 1;
}

export function makePlay(overrides: Partial<PlayRecord> = {}): PlayRecord {
  const sequence = overrides.sequence ?? nextSequence++;
  return makePlayRecord({
    gameId: GAME_ID,
    playId: sequence,
    drive: 1,
    down: 1,
    distance: 10,
    yardsToGoType: 'LONG',
    yardLine: 'HOM 25',
    yardlineNumber: 75,
    possessionTeamId: HOME,
    defenseTeamId: VISITOR,
    playType: 'play_type_rush',
    ...overrides,
    sequence,
  });
}

/** A designed run by `rusherId` for `yards`. */
export function run(rusherId: number, yards: number, overrides: Partial<PlayRecord> = {}): PlayRecord {
  return makePlay({
    playType: 'play_type_rush',
    runPlay: true,
    carries: 1,
    rusherId: id(rusherId),
    ballCarrierId: id(rusherId),
    yardsGained: yards,
    rush10PlusYards: yards >= 10,
    ...overrides,
  });
}

/** A pass from `passerId` to `targetId`: complete for `yards` unless `completion: false`. */
export function pass(
  passerId: number,
  targetId: number,
  yards: number,
  overrides: Partial<PlayRecord> = {},
): PlayRecord {
  const completion = overrides.completion ?? true;
  return makePlay({
    playType: 'play_type_pass',
    passPlay: true,
    dropback: true,
    attempt: true,
    target: true,
    completion,
    reception: completion,
    passerId: id(passerId),
    targetId: id(targetId),
    ballCarrierId: completion ? id(targetId) : null,
    yardsGained: completion ? yards : 0,
    ...overrides,
  });
}

/** A sack of `passerId` for a loss of `yardsLost` by `sackers`. */
export function sack(
  passerId: number,
  yardsLost: number,
  sackers: number[],
  overrides: Partial<PlayRecord> = {},
) {
  return makePlay({
    playType: 'play_type_sack',
    passPlay: true,
    dropback: true,
    sack: true,
    defSack: true,
    passerId: id(passerId),
    ballCarrierId: id(passerId),
    yardsGained: -yardsLost,
    sackerIds: ids(...sackers),
    tacklerIds: ids(...sackers),
    ...overrides,
  });
}

/** A field goal try of `distance` yards by `kickerId`. */
export function fieldGoal(
  kickerId: number,
  distance: number,
  isGood: boolean,
  overrides: Partial<PlayRecord> = {},
) {
  return makePlay({
    playType: 'play_type_field_goal',
    kickerId: id(kickerId),
    kickDistance: distance,
    kickResult: isGood ? 'GOOD' : 'NO_GOOD',
    points: isGood ? 3 : 0,
    scoring: isGood,
    scoringTeamId: isGood ? (overrides.possessionTeamId ?? HOME) : null,
    ...overrides,
  });
}

/** An extra point try by `kickerId`. */
export function extraPoint(kickerId: number, isGood: boolean, overrides: Partial<PlayRecord> = {}) {
  return makePlay({
    playType: 'play_type_xp',
    drive: null,
    down: null,
    distance: null,
    kickerId: id(kickerId),
    kickDistance: 33,
    kickResult: isGood ? 'GOOD' : 'NO_GOOD',
    points: isGood ? 1 : 0,
    scoring: isGood,
    scoringTeamId: isGood ? (overrides.possessionTeamId ?? HOME) : null,
    ...overrides,
  });
}

/** A punt of `distance` gross yards by `punterId`. */
export function punt(punterId: number, distance: number, overrides: Partial<PlayRecord> = {}) {
  return makePlay({
    playType: 'play_type_punt',
    down: 4,
    punterId: id(punterId),
    kickDistance: distance,
    ...overrides,
  });
}
