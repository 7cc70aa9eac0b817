import { describe, expect, it } from 'vitest';
import { computeFantasyPointFormats, computeFantasyPoints, type FantasyStatLine } from './fantasy-points.js';

const EMPTY: FantasyStatLine = {
  passingYards: 0,
  passingTouchdowns: 0,
  interceptions: 0,
  rushingYards: 0,
  rushingTouchdowns: 0,
  receptions: 0,
  receivingYards: 0,
  receivingTouchdowns: 0,
  twoPointConversions: 0,
  fumblesLost: 0,
  returnTouchdowns: 0,
  extraPointsMade: 0,
  fieldGoalsMadeUnder40: 0,
  fieldGoalsMade40To49: 0,
  fieldGoalsMade50Plus: 0,
};

describe('computeFantasyPoints', () => {
  it('scores an empty line as zero', () => {
    expect(computeFantasyPoints(EMPTY, 1)).toBe(0);
  });

  it('scores a quarterback line in standard scoring', () => {
    // 300 yds = 12, 2 TD = 8, 1 INT = -2, 20 rush yds = 2
    const line = { ...EMPTY, passingYards: 300, passingTouchdowns: 2, interceptions: 1, rushingYards: 20 };
    expect(computeFantasyPoints(line, 0)).toBe(20);
  });

  it('adds receptions by format', () => {
    // 7 rec, 85 yds = 8.5, 1 TD = 6, 1 lost fumble = -2
    const line = { ...EMPTY, receptions: 7, receivingYards: 85, receivingTouchdowns: 1, fumblesLost: 1 };
    expect(computeFantasyPointFormats(line)).toEqual({ fpStd: 12.5, fpHalfPPR: 16, fpPPR: 19.5 });
  });

  it('scores a kicker by the distance of each field goal, and each extra point', () => {
    // 3 XP = 3, 2 FG under 40 = 6, 1 from 40-49 = 4, 1 from 50+ = 5; receptions do not apply
    const line = {
      ...EMPTY,
      extraPointsMade: 3,
      fieldGoalsMadeUnder40: 2,
      fieldGoalsMade40To49: 1,
      fieldGoalsMade50Plus: 1,
    };
    expect(computeFantasyPointFormats(line)).toEqual({ fpStd: 18, fpHalfPPR: 18, fpPPR: 18 });
  });

  it('can go negative and rounds away floating-point noise', () => {
    expect(computeFantasyPoints({ ...EMPTY, interceptions: 3, passingYards: 1 }, 0)).toBe(-5.96);
    expect(
      computeFantasyPoints({ ...EMPTY, rushingYards: 3, twoPointConversions: 1, returnTouchdowns: 1 }, 0),
    ).toBe(8.3);
  });
});
