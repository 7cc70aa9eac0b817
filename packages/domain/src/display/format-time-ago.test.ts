import { describe, it, expect } from 'vitest';
import { formatTimeAgo } from './format-time-ago.js';

const now = new Date('2026-11-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('formatTimeAgo', () => {
  it('is "Just now" under 1 minute', () => {
    expect(formatTimeAgo(now, now)).toBe('Just now');
    expect(formatTimeAgo(ago(59_999), now)).toBe('Just now');
  });
  it('counts whole minutes from 1 minute up to 59', () => {
    expect(formatTimeAgo(ago(MINUTE), now)).toBe('1m ago');
    expect(formatTimeAgo(ago(2 * MINUTE - 1), now)).toBe('1m ago');
    expect(formatTimeAgo(ago(HOUR - 1), now)).toBe('59m ago');
  });
  it('counts whole hours from 1 hour up to 23', () => {
    expect(formatTimeAgo(ago(HOUR), now)).toBe('1h ago');
    expect(formatTimeAgo(ago(24 * HOUR - 1), now)).toBe('23h ago');
  });
  it('shows the date from 24 hours', () => {
    expect(formatTimeAgo(ago(24 * HOUR), now, 'UTC')).toBe('Nov 9, 2026');
    expect(formatTimeAgo('2026-11-03T15:00:00Z', now, 'UTC')).toBe('Nov 3, 2026');
  });
  it('writes the date in the given time zone', () => {
    expect(formatTimeAgo('2026-11-03T02:00:00Z', now, 'America/New_York')).toBe('Nov 2, 2026');
  });
  it('shows "Just now" for a time in the future', () => {
    expect(formatTimeAgo(new Date(now.getTime() + HOUR), now)).toBe('Just now');
  });
  it('accepts epoch milliseconds and ISO strings', () => {
    expect(formatTimeAgo(now.getTime() - 5 * MINUTE, now)).toBe('5m ago');
    expect(formatTimeAgo('2026-11-10T09:00:00Z', now)).toBe('3h ago');
  });
  it('shows an em dash for an invalid time', () => {
    expect(formatTimeAgo('yesterday-ish', now)).toBe('—');
  });
});
