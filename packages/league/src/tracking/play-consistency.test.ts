import type { NflId, PlayRecord } from '@all22/domain';
import { asNflId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { distance, frameOf, lastFrame, playerIn, sign, track } from '../testing/tracking-frames.js';
import {
  HOME_TEAM_ID,
  createInterceptionPlay,
  createKickoffPlay,
  createPassPlay,
  createPuntPlay,
  createRunPlay,
  createSackPlay,
  createScramblePlay,
} from '../testing/tracking.js';
import type { PlayTracking } from './tracking-types.js';

const MPH = 1760 / 3600;

/** Line of scrimmage + yards gained, in the offense's direction. */
const endSpotX = (tracking: PlayTracking, play: PlayRecord): number =>
  tracking.lineOfScrimmageX + sign(tracking) * play.yardsGained;
const peakSpeed = (tracking: PlayTracking, nflId: NflId) =>
  Math.max(...tracking.frames.map((frame) => playerIn(frame, nflId).s));

const SNAP_PLAYS_WITH_CARRIER: readonly (readonly [string, PlayRecord])[] = [
  ['completed pass', createPassPlay()],
  [
    'long completion caught deep',
    createPassPlay({
      airYards: 38,
      yardsGained: 51,
      routeType: 'VERTICAL',
      targetLocation: 'OUTSIDE_NUMBERS',
      timeToThrow: 3.2,
      maxSpeed: 21,
    }),
  ],
  [
    'completion for a loss',
    createPassPlay({
      routeType: 'RB_SCREEN',
      airYards: -4,
      yardsGained: -2,
      timeToThrow: 1.4,
      targetId: asNflId(1001),
      ballCarrierId: asNflId(1001),
      targetLocation: null,
      maxSpeed: 12,
    }),
  ],
  ['inside run', createRunPlay()],
  [
    'outside run, going left',
    createRunPlay({ quarter: 2, rushDirection: 'OUTSIDE', yardsGained: 14, maxSpeed: 19.5 }),
  ],
  ['stuffed run', createRunPlay({ yardsGained: -3, maxSpeed: 9 })],
  ['shotgun run', createRunPlay({ qbAlignment: 'SHOTGUN', yardsGained: 4 })],
  ['pistol run', createRunPlay({ qbAlignment: 'PISTOL', yardsGained: 6, quarter: 4 })],
  [
    'quarterback sneak',
    createRunPlay({ rusherId: asNflId(1000), ballCarrierId: asNflId(1000), yardsGained: 1, maxSpeed: 6 }),
  ],
  ['sack', createSackPlay()],
  ['deep sack', createSackPlay({ yardsGained: -13, timeToThrow: 4.2 })],
  ['scramble', createScramblePlay()],
  ['scramble, tackled, going left', createScramblePlay({ quarter: 2, tacklerIds: [asNflId(2015)] })],
];

describe('the ball carrier ends at the end spot', () => {
  it.each(SNAP_PLAYS_WITH_CARRIER)(
    '%s: last frame within 0.5 yd of line of scrimmage + yards gained',
    (_name, play) => {
      const tracking = track(play);
      const carrierId = play.ballCarrierId as NflId;
      expect(
        Math.abs(playerIn(lastFrame(tracking), carrierId).x - endSpotX(tracking, play)),
      ).toBeLessThanOrEqual(0.5);
      expect(distance(lastFrame(tracking).ball, playerIn(lastFrame(tracking), carrierId))).toBeLessThan(0.1);
    },
  );

  it('a touchdown ends in the end zone with a touchdown event as he crosses the goal line', () => {
    const play = createRunPlay({
      yardlineNumber: 12,
      yardsGained: 12,
      touchdown: true,
      tacklerIds: [],
      maxSpeed: 18,
    });
    const tracking = track(play);
    const goalX = tracking.playDirection === 'right' ? 110 : 10;
    const carrier = playerIn(lastFrame(tracking), play.ballCarrierId as NflId);
    expect(sign(tracking) * (carrier.x - goalX)).toBeGreaterThan(0);
    expect(sign(tracking) * (carrier.x - goalX)).toBeLessThan(3);
    const crossing = playerIn(frameOf(tracking, 'touchdown'), play.ballCarrierId as NflId);
    expect(sign(tracking) * (crossing.x - goalX)).toBeGreaterThanOrEqual(0);
    expect(tracking.events.map((event) => event.event)).not.toContain('tackle');
  });

  it('a run with no tackler ends out of bounds, just past the sideline', () => {
    const play = createRunPlay({ rushDirection: 'OUTSIDE', yardsGained: 11, tacklerIds: [] });
    const tracking = track(play);
    const carrier = playerIn(lastFrame(tracking), play.ballCarrierId as NflId);
    expect(carrier.y < 0 || carrier.y > 53.3).toBe(true);
    expect(Math.abs(carrier.x - endSpotX(tracking, play))).toBeLessThanOrEqual(0.5);
    const out = playerIn(frameOf(tracking, 'out_of_bounds'), play.ballCarrierId as NflId);
    expect(out.y < 0 || out.y > 53.3).toBe(true);
  });

  it.each([
    ['inside run', createRunPlay({ yardsGained: 15, maxSpeed: 19 })],
    ['catch and run', createPassPlay({ yardsGained: 28, maxSpeed: 20.2 })],
    ['kick return', createKickoffPlay({ returnYards: 35, maxSpeed: 21 })],
  ])('%s: the carrier peaks at the record maxSpeed', (_name, play) => {
    const tracking = track(play);
    const carrierId = play.ballCarrierId as NflId;
    expect(peakSpeed(tracking, carrierId)).toBeCloseTo((play.maxSpeed as number) * MPH, 0);
    expect(peakSpeed(tracking, carrierId)).toBeLessThanOrEqual((play.maxSpeed as number) * MPH + 0.01);
  });

  it('credited tacklers reach the carrier at the tackle', () => {
    for (const play of [
      createRunPlay(),
      createPassPlay(),
      createRunPlay({ yardsGained: 2, tacklerIds: [asNflId(2011), asNflId(2013)] }),
    ]) {
      const tracking = track(play);
      const tackle = frameOf(tracking, 'tackle');
      const carrier = playerIn(tackle, play.ballCarrierId as NflId);
      expect(Math.abs(carrier.x - endSpotX(tracking, play))).toBeLessThanOrEqual(0.5);
      for (const tacklerId of play.tacklerIds)
        expect(distance(playerIn(tackle, tacklerId), carrier)).toBeLessThan(2);
    }
  });

  it('the sacker gets to the quarterback at the sack', () => {
    const play = createSackPlay();
    const tracking = track(play);
    const sack = frameOf(tracking, 'qb_sack');
    expect(
      distance(playerIn(sack, play.sackerIds[0] as NflId), playerIn(sack, play.passerId as NflId)),
    ).toBeLessThan(2);
    expect(sack.t).toBeCloseTo(1 + (play.timeToThrow as number), 6);
  });
});

describe('passes', () => {
  it.each([
    ['in between the hashes', createPassPlay()],
    [
      'out, outside the numbers',
      createPassPlay({
        routeType: 'OUT',
        targetLocation: 'OUTSIDE_NUMBERS',
        airYards: 12,
        yardsGained: 12,
        targetId: asNflId(1005),
        ballCarrierId: asNflId(1005),
      }),
    ],
    [
      'go route, 45 air yards, going left',
      createPassPlay({
        quarter: 2,
        routeType: 'VERTICAL',
        targetLocation: 'DOWN_SEAMS',
        airYards: 45,
        yardsGained: 45,
        timeToThrow: 2.9,
      }),
    ],
    [
      'quick slant from under center',
      createPassPlay({ qbAlignment: 'UNDER_CENTER', timeToThrow: 1.3, airYards: 5, yardsGained: 7 }),
    ],
  ])('%s: thrown at snap + timeToThrow, arrives at the air-yards spot with the target', (_name, play) => {
    const tracking = track(play);
    const thrown = frameOf(tracking, 'pass_forward');
    expect(thrown.t).toBeCloseTo(1 + (play.timeToThrow as number), 6);
    expect(distance(thrown.ball, playerIn(thrown, play.passerId as NflId))).toBeLessThan(1.5);
    const arrived = frameOf(tracking, 'pass_arrived');
    expect(
      Math.abs(arrived.ball.x - (tracking.lineOfScrimmageX + sign(tracking) * (play.airYards as number))),
    ).toBeLessThanOrEqual(1);
    expect(distance(arrived.ball, playerIn(arrived, play.targetId as NflId))).toBeLessThanOrEqual(1);
    expect(frameOf(tracking, 'pass_outcome_caught').frameId).toBe(arrived.frameId);
    // Flight takes at least a quarter second, and the ball travels up and down.
    expect(arrived.t - thrown.t).toBeGreaterThanOrEqual(0.3);
    const inFlight = tracking.frames.slice(thrown.frameId, arrived.frameId - 1);
    expect(Math.max(...inFlight.map((frame) => frame.ball.z))).toBeGreaterThan(arrived.ball.z);
  });

  it('the nearest defender is about `separation` yards away when the ball arrives', () => {
    const play = createPassPlay({ separation: 3 });
    const tracking = track(play);
    const arrived = frameOf(tracking, 'pass_arrived');
    const gap = distance(
      playerIn(arrived, play.nearestDefenderId as NflId),
      playerIn(arrived, play.targetId as NflId),
    );
    expect(gap).toBeGreaterThan(1.5);
    expect(gap).toBeLessThan(4.5);
  });

  it('an interception is caught by the interceptor at the spot and returned', () => {
    const play = createInterceptionPlay();
    const tracking = track(play);
    const arrived = frameOf(tracking, 'pass_outcome_interception');
    const interceptorId = play.interceptorId as NflId;
    expect(distance(arrived.ball, playerIn(arrived, interceptorId))).toBeLessThanOrEqual(1);
    const pickX = tracking.lineOfScrimmageX + sign(tracking) * (play.airYards as number);
    const expectedEnd = pickX - sign(tracking) * (play.returnYards as number);
    expect(Math.abs(playerIn(lastFrame(tracking), interceptorId).x - expectedEnd)).toBeLessThanOrEqual(1);
    expect(distance(lastFrame(tracking).ball, playerIn(lastFrame(tracking), interceptorId))).toBeLessThan(
      0.1,
    );
  });

  it('an incomplete pass ends on the ground', () => {
    const tracking = track(
      createPassPlay({ completion: false, reception: false, yardsGained: 0, tacklerIds: [] }),
    );
    expect(lastFrame(tracking).ball.z).toBeLessThan(0.3);
    expect(tracking.events.map((event) => event.event)).toContain('pass_outcome_incomplete');
  });
});

describe('determinism and speed', () => {
  it('gives deep-equal output for the same play, and different frames for different plays', () => {
    expect(track(createPassPlay())).toEqual(track(createPassPlay()));
    expect(track(createRunPlay())).toEqual(track(createRunPlay()));
    const other = track(createPassPlay({ playId: 101 }));
    expect(other.frames).not.toEqual(track(createPassPlay()).frames);
  });

  it('lines the home team up going right in the 1st quarter and left in the 2nd', () => {
    expect(track(createRunPlay({ possessionTeamId: HOME_TEAM_ID })).playDirection).toBe('right');
    const secondQuarter = track(createRunPlay({ quarter: 2 }));
    expect(secondQuarter.playDirection).toBe('left');
    expect(secondQuarter.lineOfScrimmageX).toBe(110 - 35);
  });

  it('rejects a play whose participants are unknown, naming them', () => {
    const play = createRunPlay({
      offensePlayerIds: [...createRunPlay().offensePlayerIds.slice(1), asNflId(999)],
    });
    expect(() => track(play)).toThrow(/participant 999/);
  });

  it('takes a few milliseconds per play', () => {
    const plays = [
      createPassPlay(),
      createRunPlay(),
      createPuntPlay(),
      createKickoffPlay(),
      createInterceptionPlay(),
    ];
    for (const play of plays) track(play);
    const started = performance.now();
    const rounds = 40;
    for (let round = 0; round < rounds; round += 1)
      for (const play of plays) track({ ...play, playId: round });
    const perPlay = (performance.now() - started) / (rounds * plays.length);
    expect(perPlay).toBeLessThan(10);
  });
});
