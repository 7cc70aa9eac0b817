import { describe, it, expect } from 'vitest';
import type { TeamScheduleGame } from './bye-week.js';
import { getByeWeek } from './bye-week.js';

const regularWeeks = (...weeks: number[]): TeamScheduleGame[] =>
  weeks.map((week) => ({ seasonType: 'REG', week }));
const allBut = (bye: number) =>
  regularWeeks(...Array.from({ length: 18 }, (_, i) => i + 1).filter((w) => w !== bye));

describe('getByeWeek', () => {
  it('finds a mid-season bye', () => {
    expect(getByeWeek(allBut(9))).toBe(9);
  });
  it('finds a bye in week 1 and in week 18', () => {
    expect(getByeWeek(allBut(1))).toBe(1);
    expect(getByeWeek(allBut(18))).toBe(18);
  });
  it('returns the first open week when there are several', () => {
    expect(getByeWeek(regularWeeks(1, 2, 4, 6))).toBe(3);
  });
  it('is null when every week 1–18 has a game', () => {
    expect(getByeWeek(regularWeeks(...Array.from({ length: 18 }, (_, i) => i + 1)))).toBeNull();
  });
  it('ignores preseason and postseason games', () => {
    const schedule: TeamScheduleGame[] = [
      ...allBut(7),
      { seasonType: 'PRE', week: 7 },
      { seasonType: 'POST', week: 7 },
    ];
    expect(getByeWeek(schedule)).toBe(7);
  });
  it('is null for an empty or regular-season-free schedule', () => {
    expect(getByeWeek([])).toBeNull();
    expect(getByeWeek([{ seasonType: 'PRE', week: 1 }])).toBeNull();
  });
});
