import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  WEEK_SLUGS,
  getAbsoluteWeekNumber,
  getWeekFromSlug,
  getWeekSlug,
  isWeekSlug,
  normalizeWeekNumber,
} from './week-slug.js';

describe('WEEK_SLUGS', () => {
  it('has HOF, P1–P4, 18 regular weeks and 4 postseason rounds in calendar order', () => {
    expect(WEEK_SLUGS).toHaveLength(27);
    expect(WEEK_SLUGS.slice(0, 6)).toEqual(['HOF', 'P1', 'P2', 'P3', 'P4', 'WEEK_1']);
    expect(WEEK_SLUGS.slice(-5)).toEqual(['WEEK_18', 'WC', 'DIV', 'CONF', 'SB']);
  });
});

describe('isWeekSlug', () => {
  it.each(['HOF', 'P4', 'WEEK_18', 'SB'])('accepts %s', (slug) => expect(isWeekSlug(slug)).toBe(true));
  it.each(['WEEK_0', 'WEEK_19', 'P5', 'P0', 'week_1', 'PB', '', 3])('rejects %j', (value) =>
    expect(isWeekSlug(value)).toBe(false),
  );
});

describe('getWeekSlug', () => {
  it('maps preseason week 0 to HOF and 1–4 to P1–P4', () => {
    expect(getWeekSlug('PRE', 0)).toBe('HOF');
    expect(getWeekSlug('PRE', 1)).toBe('P1');
    expect(getWeekSlug('PRE', 4)).toBe('P4');
  });
  it('rejects preseason weeks outside 0–4', () => {
    expect(getWeekSlug('PRE', -1)).toBeNull();
    expect(getWeekSlug('PRE', 5)).toBeNull();
  });
  it('maps regular-season weeks 1 and 18 and rejects 0 and 19', () => {
    expect(getWeekSlug('REG', 1)).toBe('WEEK_1');
    expect(getWeekSlug('REG', 18)).toBe('WEEK_18');
    expect(getWeekSlug('REG', 0)).toBeNull();
    expect(getWeekSlug('REG', 19)).toBeNull();
  });
  it('maps postseason weeks 1–4', () => {
    expect([1, 2, 3, 4].map((w) => getWeekSlug('POST', w))).toEqual(['WC', 'DIV', 'CONF', 'SB']);
  });
  it('maps postseason league weeks 19, 20, 21 and 23', () => {
    expect([19, 20, 21, 23].map((w) => getWeekSlug('POST', w))).toEqual(['WC', 'DIV', 'CONF', 'SB']);
  });
  it('has no slug for the Pro Bowl week 22 or postseason 0, 5 and 24', () => {
    for (const week of [22, 0, 5, 18, 24]) expect(getWeekSlug('POST', week)).toBeNull();
  });
  it('rejects non-integer weeks', () => {
    expect(getWeekSlug('REG', 1.5)).toBeNull();
    expect(getWeekSlug('REG', Number.NaN)).toBeNull();
    expect(getWeekSlug('REG', Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('normalizeWeekNumber', () => {
  it('maps postseason league weeks to 1–4 and keeps others', () => {
    expect(normalizeWeekNumber('POST', 23)).toBe(4);
    expect(normalizeWeekNumber('POST', 22)).toBeNull();
    expect(normalizeWeekNumber('REG', 7)).toBe(7);
    expect(normalizeWeekNumber('PRE', 0)).toBe(0);
  });
});

describe('getWeekFromSlug', () => {
  it('returns the canonical (seasonType, week)', () => {
    expect(getWeekFromSlug('HOF')).toEqual({ seasonType: 'PRE', week: 0 });
    expect(getWeekFromSlug('P3')).toEqual({ seasonType: 'PRE', week: 3 });
    expect(getWeekFromSlug('WEEK_18')).toEqual({ seasonType: 'REG', week: 18 });
    expect(getWeekFromSlug('WC')).toEqual({ seasonType: 'POST', week: 1 });
    expect(getWeekFromSlug('SB')).toEqual({ seasonType: 'POST', week: 4 });
  });
  it('round-trips every slug', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WEEK_SLUGS), (slug) => {
        const { seasonType, week } = getWeekFromSlug(slug);
        expect(getWeekSlug(seasonType, week)).toBe(slug);
      }),
    );
  });
});

describe('getAbsoluteWeekNumber', () => {
  it('numbers the postseason 19, 20, 21, 23 and leaves other weeks alone', () => {
    expect(['WC', 'DIV', 'CONF', 'SB'].map((s) => getAbsoluteWeekNumber(s as 'WC'))).toEqual([
      19, 20, 21, 23,
    ]);
    expect(getAbsoluteWeekNumber('WEEK_18')).toBe(18);
    expect(getAbsoluteWeekNumber('HOF')).toBe(0);
  });
});
