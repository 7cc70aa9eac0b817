import { describe, it, expect } from 'vitest';
import { canOverrideWeek, getWeekOverride, parseWeekOverride } from './week-override.js';

describe('parseWeekOverride', () => {
  it('accepts a numeric week', () => {
    expect(parseWeekOverride('2024-REG-5')).toEqual({
      season: 2024,
      seasonType: 'REG',
      week: 5,
      weekSlug: 'WEEK_5',
    });
    expect(parseWeekOverride('2024-PRE-0')).toEqual({
      season: 2024,
      seasonType: 'PRE',
      week: 0,
      weekSlug: 'HOF',
    });
    expect(parseWeekOverride('2024-REG-18')?.weekSlug).toBe('WEEK_18');
  });
  it('accepts a slug of the same season type', () => {
    expect(parseWeekOverride('2025-POST-WC')).toEqual({
      season: 2025,
      seasonType: 'POST',
      week: 1,
      weekSlug: 'WC',
    });
    expect(parseWeekOverride('2025-POST-SB')?.week).toBe(4);
    expect(parseWeekOverride('2024-REG-WEEK_5')?.week).toBe(5);
    expect(parseWeekOverride('2024-PRE-HOF')?.week).toBe(0);
  });
  it('accepts postseason league weeks and maps them to 1–4', () => {
    expect(parseWeekOverride('2025-POST-19')?.weekSlug).toBe('WC');
    expect(parseWeekOverride('2025-POST-23')).toEqual({
      season: 2025,
      seasonType: 'POST',
      week: 4,
      weekSlug: 'SB',
    });
  });
  it('is case-insensitive and ignores surrounding spaces', () => {
    expect(parseWeekOverride(' 2024-reg-week_5 ')?.week).toBe(5);
    expect(parseWeekOverride('2025-post-wc')?.weekSlug).toBe('WC');
  });
  it.each([
    ['out-of-range regular week', '2024-REG-19'],
    ['regular week 0', '2024-REG-0'],
    ['Pro Bowl week', '2024-POST-22'],
    ['preseason week 5', '2024-PRE-5'],
    ['slug of another season type', '2024-REG-WC'],
    ['preseason slug under POST', '2024-POST-P1'],
    ['unknown season type', '2024-PRO-1'],
    ['two-digit season', '24-REG-5'],
    ['missing week', '2024-REG'],
    ['missing part', '2024--5'],
    ['extra part', '2024-REG-5-1'],
    ['negative week', '2024-REG--1'],
    ['decimal week', '2024-REG-5.5'],
    ['empty string', ''],
  ])('rejects %s (%j)', (_label, value) => {
    expect(parseWeekOverride(value)).toBeNull();
  });
  it('rejects null and undefined', () => {
    expect(parseWeekOverride(null)).toBeNull();
    expect(parseWeekOverride(undefined)).toBeNull();
  });
});

describe('getWeekOverride', () => {
  it('is honoured outside production', () => {
    expect(canOverrideWeek('staging')).toBe(true);
    expect(getWeekOverride('2024-REG-5', 'development')?.week).toBe(5);
    expect(getWeekOverride('2024-REG-5', 'staging')?.week).toBe(5);
  });
  it('is ignored in production even when valid', () => {
    expect(canOverrideWeek('production')).toBe(false);
    expect(getWeekOverride('2024-REG-5', 'production')).toBeNull();
  });
  it('is null for invalid input outside production', () => {
    expect(getWeekOverride('nonsense', 'development')).toBeNull();
  });
});
