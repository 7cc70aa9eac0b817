import { describe, expect, it } from 'vitest';
import {
  classifyPointsAgainstExpected,
  computeExpectedPoints,
  computeOpportunityRates,
  POINTS_AGAINST_EXPECTED_RULES,
  sumOpportunityTotals,
  type ExpectedPoints,
  type OpportunityTotals,
} from './expected-points.js';

const totals = (fields: Partial<OpportunityTotals>): OpportunityTotals => ({
  games: 0,
  targets: 0,
  receptions: 0,
  receivingYards: 0,
  receivingTouchdowns: 0,
  carries: 0,
  rushingYards: 0,
  rushingTouchdowns: 0,
  redZoneTouches: 0,
  receivingEpa: 0,
  rushingEpa: 0,
  fantasyPoints: 0,
  ...fields,
});

/** A position: 100 targets, 60 caught for 700 yards and 4 TDs; 200 carries for 900 yards and 6 TDs; 40 red-zone touches. */
const position = totals({
  games: 40,
  targets: 100,
  receptions: 60,
  receivingYards: 700,
  receivingTouchdowns: 4,
  carries: 200,
  rushingYards: 900,
  rushingTouchdowns: 6,
  redZoneTouches: 40,
  receivingEpa: 10,
  rushingEpa: -20,
});

describe('computeOpportunityRates', () => {
  it("values each opportunity at the position's average points in the scoring", () => {
    expect(computeOpportunityRates(position, 0)).toEqual({
      targetValue: 0.7,
      carryValue: 0.45,
      redZoneTouchValue: 1.5,
      receivingEpaPerTarget: 0.1,
      rushingEpaPerCarry: -0.1,
    });
    expect(computeOpportunityRates(position, 1).targetValue).toBeCloseTo(1.3);
    expect(computeOpportunityRates(position, 0.5).targetValue).toBeCloseTo(1);
  });

  it('is zero where the position had no such opportunity', () => {
    expect(computeOpportunityRates(totals({ games: 3 }), 1)).toEqual({
      targetValue: 0,
      carryValue: 0,
      redZoneTouchValue: 0,
      receivingEpaPerTarget: 0,
      rushingEpaPerCarry: 0,
    });
  });
});

describe('sumOpportunityTotals', () => {
  it('adds every figure up', () => {
    const sum = sumOpportunityTotals([
      totals({ games: 1, targets: 5, rushingEpa: 1.5 }),
      totals({ games: 2, targets: 3 }),
    ]);
    expect(sum).toMatchObject({ games: 3, targets: 8, rushingEpa: 1.5, carries: 0 });
  });
});

describe('computeExpectedPoints', () => {
  const rates = computeOpportunityRates(position, 0);

  it('adds the parts per game: targets, carries, red-zone touches and EPA above the average', () => {
    // 2 games: 16 targets, 30 carries, 6 red-zone touches; EPA 5 on targets (average 1.6), 0 on carries (average −3).
    const player = totals({
      games: 2,
      targets: 16,
      carries: 30,
      redZoneTouches: 6,
      receivingEpa: 5,
      rushingEpa: 0,
      fantasyPoints: 30,
    });
    expect(computeExpectedPoints(player, rates)).toEqual({
      games: 2,
      targetsPerGame: 8,
      carriesPerGame: 15,
      redZoneTouchesPerGame: 3,
      targetPoints: 5.6,
      carryPoints: 6.8,
      redZonePoints: 4.5,
      // (5 + 0 − (1.6 − 3)) / 2
      epaPoints: 3.2,
      expectedPerGame: 20.1,
      actualPerGame: 15,
      differencePerGame: -5.1,
    });
  });

  it('is null without games', () => {
    expect(computeExpectedPoints(totals({ games: 0, targets: 3 }), rates)).toBeNull();
  });
});

describe('classifyPointsAgainstExpected', () => {
  const rules = POINTS_AGAINST_EXPECTED_RULES;
  const expected = (fields: Partial<ExpectedPoints>): ExpectedPoints => ({
    games: 5,
    targetsPerGame: 6,
    carriesPerGame: 10,
    redZoneTouchesPerGame: 2,
    targetPoints: 5,
    carryPoints: 5,
    redZonePoints: 3,
    epaPoints: 0,
    expectedPerGame: 14,
    actualPerGame: 14,
    differencePerGame: 0,
    ...fields,
  });

  it('calls buy low well under the expectation and sell high well over it', () => {
    expect(classifyPointsAgainstExpected(expected({ differencePerGame: -3 }))).toBe('buyLow');
    expect(classifyPointsAgainstExpected(expected({ differencePerGame: 3 }))).toBe('sellHigh');
    expect(classifyPointsAgainstExpected(expected({ differencePerGame: 1.9 }))).toBeNull();
  });

  it('needs the gap to be a share of the expectation too', () => {
    const big = expected({
      expectedPerGame: 20,
      differencePerGame: rules.minimumRelativeDifference * 20 - 0.1,
    });
    expect(classifyPointsAgainstExpected(big)).toBeNull();
    expect(
      classifyPointsAgainstExpected({ ...big, differencePerGame: rules.minimumRelativeDifference * 20 }),
    ).toBe('sellHigh');
  });

  it('leaves out small roles and short seasons', () => {
    expect(
      classifyPointsAgainstExpected(expected({ expectedPerGame: 6.9, differencePerGame: 4 })),
    ).toBeNull();
    expect(classifyPointsAgainstExpected(expected({ games: 2, differencePerGame: 4 }))).toBeNull();
  });
});
