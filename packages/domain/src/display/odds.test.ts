import { describe, it, expect } from 'vitest';
import {
  convertDecimalToAmericanOdds,
  formatAmericanOdds,
  formatDecimalOddsAsAmerican,
  formatSpread,
} from './odds.js';

const teams = { awayAbbr: 'KC', homeAbbr: 'BAL' };

describe('formatSpread', () => {
  it('shows the team with the negative handicap', () => {
    expect(formatSpread({ awayHandicap: -3.5, homeHandicap: 3.5 }, teams)).toBe('KC -3.5');
    expect(formatSpread({ awayHandicap: 7, homeHandicap: -7 }, teams)).toBe('BAL -7');
  });
  it('shows "Even" when neither side is negative', () => {
    expect(formatSpread({ awayHandicap: 0, homeHandicap: 0 }, teams)).toBe('Even');
  });
  it('is hidden unless both handicaps exist', () => {
    expect(formatSpread({ awayHandicap: -3, homeHandicap: null }, teams)).toBeNull();
    expect(formatSpread({ awayHandicap: undefined, homeHandicap: 3 }, teams)).toBeNull();
    expect(formatSpread({ awayHandicap: Number.NaN, homeHandicap: 3 }, teams)).toBeNull();
  });
  it('shows ARI as AZ and drops a trailing .0', () => {
    expect(formatSpread({ awayHandicap: -1, homeHandicap: 1 }, { awayAbbr: 'ARI', homeAbbr: 'SF' })).toBe(
      'AZ -1',
    );
  });
  it('picks the more negative side on bad data', () => {
    expect(formatSpread({ awayHandicap: -2, homeHandicap: -1 }, teams)).toBe('KC -2');
    expect(formatSpread({ awayHandicap: -1, homeHandicap: -1 }, teams)).toBe('BAL -1');
  });
});

describe('convertDecimalToAmericanOdds', () => {
  it.each([
    [1.5, -200],
    [1.91, -110],
    [1.01, -10000],
    [1.999, -100],
    [2, 100],
    [2.05, 105],
    [2.5, 150],
    [3, 200],
    [11, 1000],
  ])('%s → %i', (price, odds) => {
    expect(convertDecimalToAmericanOdds(price)).toBe(odds);
  });
  it.each([1, 0.5, 0, -2, Number.NaN, Number.POSITIVE_INFINITY])('is null for price %s', (price) => {
    expect(convertDecimalToAmericanOdds(price)).toBeNull();
  });
});

describe('formatAmericanOdds', () => {
  it('signs positive and negative odds', () => {
    expect(formatAmericanOdds(150)).toBe('+150');
    expect(formatAmericanOdds(-110)).toBe('-110');
    expect(formatAmericanOdds(100)).toBe('+100');
  });
  it('shows an em dash when missing', () => {
    expect(formatAmericanOdds(null)).toBe('—');
  });
});

describe('formatDecimalOddsAsAmerican', () => {
  it('converts and signs', () => {
    expect(formatDecimalOddsAsAmerican(1.91)).toBe('-110');
    expect(formatDecimalOddsAsAmerican(3)).toBe('+200');
    expect(formatDecimalOddsAsAmerican(1)).toBe('—');
    expect(formatDecimalOddsAsAmerican(undefined)).toBe('—');
  });
});
