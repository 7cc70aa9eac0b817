import { describe, it, expect } from 'vitest';
import { getSuperBowlNumeral } from './super-bowl-numeral.js';
import { getWeekText } from './week-text.js';

describe('getSuperBowlNumeral', () => {
  it.each([
    [2024, 'LIX'],
    [2025, 'LX'],
    [2026, 'LXI'],
    [2027, 'LXII'],
    [2028, 'LXIII'],
    [2029, 'LXIV'],
    [2030, 'LXV'],
  ])('season %i is Super Bowl %s', (season, numeral) => {
    expect(getSuperBowlNumeral(season)).toBe(numeral);
  });
  it.each([2023, 2031, 2024.5, Number.NaN])('is undefined outside 2024–2030 (%s)', (season) => {
    expect(getSuperBowlNumeral(season)).toBeNull();
  });
});

describe('getWeekText', () => {
  it('names every kind of week', () => {
    expect(getWeekText('HOF', 2024)).toBe('Hall of Fame');
    expect(getWeekText('P1', 2024)).toBe('Preseason Week 1');
    expect(getWeekText('P4', 2024)).toBe('Preseason Week 4');
    expect(getWeekText('WEEK_1', 2024)).toBe('Week 1');
    expect(getWeekText('WEEK_18', 2024)).toBe('Week 18');
    expect(getWeekText('WC', 2024)).toBe('Wild Card');
    expect(getWeekText('DIV', 2024)).toBe('Divisional');
    expect(getWeekText('CONF', 2024)).toBe('Conference Championships');
  });
  it('adds the Roman numeral to the Super Bowl for 2024–2030 only', () => {
    expect(getWeekText('SB', 2024)).toBe('Super Bowl LIX');
    expect(getWeekText('SB', 2030)).toBe('Super Bowl LXV');
    expect(getWeekText('SB', 2023)).toBe('Super Bowl');
    expect(getWeekText('SB', 2031)).toBe('Super Bowl');
  });
});
