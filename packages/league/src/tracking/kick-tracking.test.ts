import type { NflId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { distance, frameOf, lastFrame, playerIn, sign, track } from '../testing/tracking-frames.js';
import { createFieldGoalPlay, createKickoffPlay, createPuntPlay } from '../testing/tracking.js';
import type {} from './tracking-types.js';

describe('kicks', () => {
  it('a kickoff flies kickDistance with a hang time, and the returner ends returnYards back', () => {
    const play = createKickoffPlay();
    const tracking = track(play);
    const kick = frameOf(tracking, 'kick');
    const received = frameOf(tracking, 'kick_received');
    expect(received.t - kick.t).toBeGreaterThan(3);
    expect(received.t - kick.t).toBeLessThan(5);
    const landingX = tracking.lineOfScrimmageX + sign(tracking) * (play.kickDistance as number);
    expect(Math.abs(received.ball.x - landingX)).toBeLessThanOrEqual(1);
    const returnerId = play.returnerId as NflId;
    expect(distance(received.ball, playerIn(received, returnerId))).toBeLessThanOrEqual(1);
    const endX = landingX - sign(tracking) * (play.returnYards as number);
    expect(Math.abs(playerIn(lastFrame(tracking), returnerId).x - endX)).toBeLessThanOrEqual(0.5);
    expect(Math.max(...tracking.frames.map((frame) => frame.ball.z))).toBeGreaterThan(15);
  });

  it('the kicking team (home) kicks towards x = 120 in the 1st quarter, whoever the record gives possession', () => {
    const asKicking = track(createKickoffPlay());
    const asReceiving = track(
      createKickoffPlay({ possessionTeamId: createKickoffPlay().defenseTeamId, yardlineNumber: 35 }),
    );
    expect(asKicking.playDirection).toBe('right');
    expect(asReceiving.playDirection).toBe('right');
    expect(asKicking.lineOfScrimmageX).toBe(45);
    expect(asReceiving.lineOfScrimmageX).toBe(45);
  });

  it('a punt is snapped, kicked about 2 s later and fair-caught or returned', () => {
    const returned = track(createPuntPlay());
    expect(frameOf(returned, 'punt').t - frameOf(returned, 'ball_snap').t).toBeCloseTo(2, 6);
    expect(returned.events.map((event) => event.event)).toEqual([
      'ball_snap',
      'punt',
      'punt_received',
      'tackle',
    ]);
    const fairCatch = track(createPuntPlay({ returnYards: null, tacklerIds: [] }));
    expect(fairCatch.events.map((event) => event.event)).toEqual(['ball_snap', 'punt', 'fair_catch']);
  });

  it('a good field goal goes between the uprights above the crossbar; a miss goes wide', () => {
    const good = track(createFieldGoalPlay());
    const made = frameOf(good, 'field_goal');
    expect(
      made.ball.x === 120 ||
        made.ball.x === 0 ||
        Math.abs(made.ball.x - (good.playDirection === 'right' ? 120 : 0)) < 0.2,
    ).toBe(true);
    expect(Math.abs(made.ball.y - 26.65)).toBeLessThan(3.08);
    expect(made.ball.z).toBeGreaterThan(3.33);
    const missed = frameOf(
      track(createFieldGoalPlay({ kickResult: 'NO_GOOD', points: 0 })),
      'field_goal_missed',
    );
    expect(Math.abs(missed.ball.y - 26.65)).toBeGreaterThan(3.08);
  });
});
