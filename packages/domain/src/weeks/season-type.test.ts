import { describe, it, expect } from 'vitest';
import { SEASON_TYPES, getSeasonTypeOrder, isSeasonType } from './season-type.js';

describe('isSeasonType', () => {
  it('accepts exactly PRE, REG and POST', () => {
    for (const type of SEASON_TYPES) expect(isSeasonType(type)).toBe(true);
  });
  it.each(['pre', 'Reg', 'PRO', '', ' REG', null, 1, undefined])('rejects %j', (value) => {
    expect(isSeasonType(value)).toBe(false);
  });
});

describe('getSeasonTypeOrder', () => {
  it('orders PRE before REG before POST', () => {
    expect(getSeasonTypeOrder('PRE')).toBeLessThan(getSeasonTypeOrder('REG'));
    expect(getSeasonTypeOrder('REG')).toBeLessThan(getSeasonTypeOrder('POST'));
  });
});
