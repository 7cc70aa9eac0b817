import { describe, expect, it } from 'vitest';
import { LeagueClockFormatError, parseLeagueClock } from './league-clock.js';

const WALL = Date.parse('2026-11-23T12:00:00Z');

describe('parseLeagueClock', () => {
  it('follows the wall clock when empty', () => {
    let wall = WALL;
    const clock = parseLeagueClock('  ', () => wall);
    expect(clock.now()).toBe(WALL);
    wall += 5_000;
    expect(clock.now()).toBe(WALL + 5_000);
    expect(clock.speed).toBe(1);
  });

  it('pins an ISO instant', () => {
    let wall = WALL;
    const clock = parseLeagueClock('2025-09-07T17:00:00Z', () => wall);
    wall += 60_000;
    expect(new Date(clock.now()).toISOString()).toBe('2025-09-07T17:00:00.000Z');
    expect(clock.speed).toBe(0);
  });

  it('accepts a bare date as midnight UTC', () => {
    expect(parseLeagueClock('2025-09-07', () => WALL).now()).toBe(Date.parse('2025-09-07T00:00:00Z'));
  });

  it('runs from an instant at a speed factor', () => {
    let wall = WALL;
    const clock = parseLeagueClock('2025-09-07T17:00:00Z@60', () => wall);
    expect(clock.now()).toBe(Date.parse('2025-09-07T17:00:00Z'));
    wall += 1_000;
    expect(clock.now()).toBe(Date.parse('2025-09-07T17:01:00Z'));
    expect(clock.speed).toBe(60);
  });

  it('shifts the wall clock', () => {
    expect(parseLeagueClock('+2h', () => WALL).now()).toBe(WALL + 7_200_000);
    expect(parseLeagueClock('-3d', () => WALL).now()).toBe(WALL - 3 * 86_400_000);
    expect(parseLeagueClock('+90s', () => WALL).now()).toBe(WALL + 90_000);
  });

  it.each(['tomorrow', '+2y', '2025-13-45T00:00:00Z', '2025-09-07T17:00:00Z@fast', '2h'])(
    'rejects %j with the accepted forms',
    (setting) => {
      expect(() => parseLeagueClock(setting, () => WALL)).toThrow(LeagueClockFormatError);
      expect(() => parseLeagueClock(setting, () => WALL)).toThrow(/ISO instant/);
    },
  );
});
