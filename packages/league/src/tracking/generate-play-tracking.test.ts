import type { PlayRecord } from '@all22/domain';
import { asNflId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { frameOf, track } from '../testing/tracking-frames.js';
import {
  HOME_TEAM_ID,
  VISITOR_TEAM_ID,
  createExtraPointPlay,
  createFieldGoalPlay,
  createInterceptionPlay,
  createKickoffPlay,
  createPassPlay,
  createPuntPlay,
  createRunPlay,
  createSackPlay,
  createScramblePlay,
} from '../testing/tracking.js';
import type { TrackingFrame, TrackingPlayerFrame } from './tracking-types.js';

const EVERY_KIND: readonly (readonly [string, PlayRecord])[] = [
  ['pass', createPassPlay()],
  ['run', createRunPlay()],
  [
    'outside run in the 2nd quarter (going left)',
    createRunPlay({ quarter: 2, rushDirection: 'OUTSIDE', yardsGained: 23, maxSpeed: 20.5 }),
  ],
  ['sack', createSackPlay()],
  ['scramble out of bounds', createScramblePlay()],
  [
    'incomplete pass',
    createPassPlay({
      completion: false,
      reception: false,
      yardsGained: 0,
      tacklerIds: [],
      airYards: 14,
      routeType: 'OUT',
      targetLocation: 'OUTSIDE_NUMBERS',
    }),
  ],
  ['interception', createInterceptionPlay()],
  [
    'touchdown pass',
    createPassPlay({
      yardlineNumber: 30,
      yardsGained: 30,
      airYards: 22,
      routeType: 'VERTICAL',
      targetLocation: 'OUTSIDE_NUMBERS',
      touchdown: true,
      tacklerIds: [],
      maxSpeed: 20,
    }),
  ],
  [
    'wide receiver screen',
    createPassPlay({
      routeType: 'WR_SCREEN',
      airYards: -2,
      yardsGained: 6,
      timeToThrow: 1.1,
      targetLocation: null,
      targetId: asNflId(1004),
      ballCarrierId: asNflId(1004),
    }),
  ],
  ['punt', createPuntPlay()],
  ['punt fair catch', createPuntPlay({ returnYards: null, tacklerIds: [] })],
  ['kickoff', createKickoffPlay()],
  ['kickoff touchback', createKickoffPlay({ kickDistance: 70, returnYards: null, tacklerIds: [] })],
  ['field goal', createFieldGoalPlay()],
  ['missed field goal', createFieldGoalPlay({ kickResult: 'NO_GOOD', points: 0 })],
  ['blocked extra point', createExtraPointPlay({ kickResult: 'BLOCKED', points: 0 })],
  ['extra point', createExtraPointPlay()],
];

describe('generatePlayTracking: every kind of play', () => {
  it.each(EVERY_KIND)(
    '%s: 11 players a side in every frame, frames every 0.1 s to the end',
    (_name, play) => {
      const tracking = track(play);
      expect(tracking.frameRate).toBe(10);
      expect(tracking.players).toHaveLength(22);
      expect(tracking.players.filter((player) => player.teamId === HOME_TEAM_ID)).toHaveLength(11);
      expect(tracking.players.filter((player) => player.teamId === VISITOR_TEAM_ID)).toHaveLength(11);
      expect(tracking.frames).toHaveLength(Math.round(tracking.durationSeconds * 10) + 1);
      tracking.frames.forEach((frame, index) => {
        expect(frame.frameId).toBe(index + 1);
        expect(frame.t).toBeCloseTo(index / 10, 6);
        expect(frame.players.map((player) => player.nflId)).toEqual(
          tracking.players.map((player) => player.nflId),
        );
      });
      expect(
        tracking.events.every((event) => event.frameId >= 1 && event.frameId <= tracking.frames.length),
      ).toBe(true);
      expect(tracking.events.map((event) => event.frameId)).toEqual(
        [...tracking.events.map((event) => event.frameId)].sort((a, b) => a - b),
      );
    },
  );

  it.each(EVERY_KIND)(
    '%s: everyone stays on the field (a little past the sideline only when the play goes out)',
    (_name, play) => {
      const tracking = track(play);
      const margin = tracking.events.some((event) => event.event === 'out_of_bounds') ? 1.5 : 0;
      for (const frame of tracking.frames) {
        for (const player of frame.players) {
          expect(player.x).toBeGreaterThanOrEqual(0);
          expect(player.x).toBeLessThanOrEqual(120);
          expect(player.y).toBeGreaterThanOrEqual(-margin);
          expect(player.y).toBeLessThanOrEqual(53.3 + margin);
        }
        expect(frame.ball.x).toBeGreaterThanOrEqual(0);
        expect(frame.ball.x).toBeLessThanOrEqual(120);
        expect(frame.ball.z).toBeGreaterThanOrEqual(0);
      }
    },
  );

  it.each(EVERY_KIND)('%s: players move continuously, never above 12 yd/s', (_name, play) => {
    const tracking = track(play);
    tracking.frames.slice(1).forEach((frame, index) => {
      const previous = tracking.frames[index] as TrackingFrame;
      frame.players.forEach((player, slot) => {
        const before = previous.players[slot] as TrackingPlayerFrame;
        expect(Math.hypot(player.x - before.x, player.y - before.y)).toBeLessThanOrEqual(1.5);
        expect(player.s).toBeLessThanOrEqual(12);
        expect(player.dir).toBeGreaterThanOrEqual(0);
        expect(player.dir).toBeLessThan(360);
      });
    });
  });

  it.each(EVERY_KIND.filter(([, play]) => play.playType !== 'play_type_kickoff'))(
    '%s: the ball sits on the spot at the snap',
    (_name, play) => {
      const tracking = track(play);
      const snap = frameOf(tracking, 'ball_snap');
      expect(snap.ball.x).toBeCloseTo(tracking.lineOfScrimmageX, 1);
      expect(snap.t).toBeCloseTo(1, 6);
      expect(tracking.frames[0]?.ball).toEqual(snap.ball);
    },
  );

  it('serialises to JSON and back unchanged', () => {
    const tracking = track(createPassPlay());
    expect(JSON.parse(JSON.stringify(tracking))).toEqual(tracking);
  });
});

describe('generatePlayTracking near the goal lines', () => {
  const NEAR_GOAL_LINES: readonly (readonly [string, PlayRecord])[] = [
    ['pass from the own 2', createPassPlay({ yardlineNumber: 98, quarter: 2 })],
    ['run from the own 1', createRunPlay({ yardlineNumber: 99, yardsGained: -1 })],
    ['punt from the own 3', createPuntPlay({ yardlineNumber: 97 })],
    [
      'sack from the own 4 (a safety)',
      createSackPlay({ yardlineNumber: 96, yardsGained: -6, isSafety: true }),
    ],
    [
      'pass at the goal line',
      createPassPlay({
        yardlineNumber: 2,
        airYards: 2,
        yardsGained: 2,
        touchdown: true,
        tacklerIds: [],
        routeType: 'OUT',
      }),
    ],
  ];
  it.each(NEAR_GOAL_LINES)('%s: everyone lines up and stays between the end lines', (_name, play) => {
    const tracking = track(play);
    for (const frame of tracking.frames) {
      for (const player of frame.players) {
        expect(player.x).toBeGreaterThanOrEqual(0);
        expect(player.x).toBeLessThanOrEqual(120);
      }
    }
  });
});
