import { describe, expect, it } from 'vitest';
import { formatDateDayMonth, formatDateDayShort, toIsoTimeFromEastern } from './eastern-time.js';
import { addDays, countDaysBetween, getNthWeekdayOfMonth, getWeekday } from './iso-date.js';

describe('toIsoTimeFromEastern', () => {
  it('uses EDT (UTC−4) before the first Sunday of November and EST (UTC−5) after', () => {
    expect(toIsoTimeFromEastern('2024-10-13', '13:00:00')).toBe('2024-10-13T17:00:00.000Z');
    expect(toIsoTimeFromEastern('2024-11-24', '13:00:00')).toBe('2024-11-24T18:00:00.000Z');
  });

  it('switches on the change days themselves', () => {
    // 2024: DST ends Sunday Nov 3 at 2 am, starts Sunday Mar 10 at 2 am.
    expect(toIsoTimeFromEastern('2024-11-02', '20:15:00')).toBe('2024-11-03T00:15:00.000Z');
    expect(toIsoTimeFromEastern('2024-11-03', '13:00:00')).toBe('2024-11-03T18:00:00.000Z');
    expect(toIsoTimeFromEastern('2024-03-09', '13:00:00')).toBe('2024-03-09T18:00:00.000Z');
    expect(toIsoTimeFromEastern('2024-03-10', '13:00:00')).toBe('2024-03-10T17:00:00.000Z');
  });

  it('moves night games past midnight UTC onto the next date', () => {
    expect(toIsoTimeFromEastern('2024-09-05', '20:20:00')).toBe('2024-09-06T00:20:00.000Z');
    expect(toIsoTimeFromEastern('2025-01-05', '20:20:00')).toBe('2025-01-06T01:20:00.000Z');
  });

  it('rejects malformed times and dates', () => {
    expect(() => toIsoTimeFromEastern('2024-09-05', '8:15 PM')).toThrow(RangeError);
    expect(() => toIsoTimeFromEastern('2024-9-5', '20:15:00')).toThrow();
  });
});

describe('date labels', () => {
  it('formats dateDayShort and dateDayMonth in capitals, day unpadded', () => {
    expect(formatDateDayShort('2024-09-05')).toBe('THU');
    expect(formatDateDayShort('2024-09-08')).toBe('SUN');
    expect(formatDateDayMonth('2024-09-05')).toBe('SEP 5');
    expect(formatDateDayMonth('2025-01-12')).toBe('JAN 12');
  });
});

describe('iso dates', () => {
  it('adds days across month, year and DST boundaries', () => {
    expect(addDays('2024-12-30', 3)).toBe('2025-01-02');
    expect(addDays('2024-11-02', 1)).toBe('2024-11-03');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(countDaysBetween('2024-09-05', '2025-02-09')).toBe(157);
  });

  it('finds nth weekdays (Labor Day, Thanksgiving)', () => {
    expect(getNthWeekdayOfMonth(2024, 9, 1, 1)).toBe('2024-09-02');
    expect(getNthWeekdayOfMonth(2025, 11, 4, 4)).toBe('2025-11-27');
    expect(getWeekday('2024-09-02')).toBe(1);
  });
});
