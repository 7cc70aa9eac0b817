import { describe, expect, it } from 'vitest';
import { getFantasyScoring, isFantasyPositionGroup, toPointsPerReception } from './fantasy-scoring.js';

describe('getFantasyScoring', () => {
  it('maps each points-per-reception option to its fantasy keys', () => {
    expect(getFantasyScoring(0)).toMatchObject({
      label: 'Standard',
      pointsKey: 'fpStd',
      perGameKey: 'fpPGStd',
    });
    expect(getFantasyScoring(0.5)).toMatchObject({
      label: 'Half PPR',
      pointsKey: 'fpHalfPPR',
      rankLabelKey: 'fpPosRkLblHalfPPR',
    });
    expect(getFantasyScoring(1)).toMatchObject({ label: 'PPR', pointsKey: 'fpPPR', perGameKey: 'fpPGPPR' });
  });

  it('falls back to standard scoring for a missing or unknown setting', () => {
    expect(getFantasyScoring(undefined).pointsKey).toBe('fpStd');
    expect(getFantasyScoring(null).pointsKey).toBe('fpStd');
    expect(getFantasyScoring(2).pointsKey).toBe('fpStd');
  });
});

describe('isFantasyPositionGroup', () => {
  it('is true for the groups fantasy leagues score one by one', () => {
    expect(['QB', 'RB', 'WR', 'TE', 'K'].every((group) => isFantasyPositionGroup(group as 'QB'))).toBe(true);
  });

  it('is false for defenders, linemen, punters and an unknown group', () => {
    expect(isFantasyPositionGroup('LB')).toBe(false);
    expect(isFantasyPositionGroup('OL')).toBe(false);
    expect(isFantasyPositionGroup('P')).toBe(false);
    expect(isFantasyPositionGroup(null)).toBe(false);
  });
});

describe('toPointsPerReception', () => {
  it('reads a stored setting as a number or as the text JSON gives', () => {
    expect(toPointsPerReception(0.5)).toBe(0.5);
    expect(toPointsPerReception('1')).toBe(1);
    expect(toPointsPerReception('0.5')).toBe(0.5);
  });

  it('is standard for no setting, an empty text or a value that is not an option', () => {
    for (const setting of [undefined, null, '', ' ', '2', 0.25, 'PPR', true]) {
      expect(toPointsPerReception(setting)).toBe(0);
    }
  });
});
