import { describe, it, expect } from 'vitest';
import { getWeekType } from './week-type.js';

describe('getWeekType', () => {
  it('names HOF, preseason, regular season and each postseason round', () => {
    expect(getWeekType('HOF')).toBe('HOF');
    expect(getWeekType('P1')).toBe('PRE');
    expect(getWeekType('P4')).toBe('PRE');
    expect(getWeekType('WEEK_1')).toBe('REG');
    expect(getWeekType('WEEK_18')).toBe('REG');
    expect(getWeekType('WC')).toBe('WC');
    expect(getWeekType('DIV')).toBe('DIV');
    expect(getWeekType('CONF')).toBe('CONF');
    expect(getWeekType('SB')).toBe('SB');
  });
});
