import { describe, expect, it } from 'vitest';
import { FILM_FILTER_FIELDS } from './film-filter-catalogue.js';
import { getEnumValueLabel, getFilmWeekLabel, getIntegerValueLabel } from './film-filter-value-labels.js';

describe('getEnumValueLabel', () => {
  it('reads enumeration values as words', () => {
    expect(getEnumValueLabel('airYardType', 'DEEP')).toBe('Deep');
    expect(getEnumValueLabel('playType', 'play_type_field_goal')).toBe('Field Goal');
    expect(getEnumValueLabel('playType', 'play_type_xp')).toBe('Extra Point');
    expect(getEnumValueLabel('targetLocation', 'OUTSIDE_NUMBERS')).toBe('Outside the Numbers');
    expect(getEnumValueLabel('routeType', 'WR_SCREEN')).toBe('WR Screen');
    expect(getEnumValueLabel('maxSpeedType', 'LESS_THAN_15')).toBe('Under 15 mph');
    expect(getEnumValueLabel('qbAlignment', 'UNDER_CENTER')).toBe('Under Center');
  });

  it('keeps season types as codes and names weeks as the weeks do', () => {
    expect(getEnumValueLabel('seasonType', 'REG')).toBe('REG');
    expect(getEnumValueLabel('seasonType', 'REG,POST')).toBe('REG + POST');
    expect(getEnumValueLabel('weekSlug', 'WEEK_3')).toBe('Week 3');
    expect(getEnumValueLabel('weekSlug', 'WC')).toBe('Wild Card');
    expect(getEnumValueLabel('weekSlug', 'HOF')).toBe('Hall of Fame');
    expect(getEnumValueLabel('weekSlug', 'P2')).toBe('Preseason Week 2');
    expect(getEnumValueLabel('weekSlug', 'SB')).toBe('Super Bowl');
    expect(getFilmWeekLabel('SB', 2024)).toBe('Super Bowl LIX');
  });

  it('gives every catalogue value a label other than its code, except the season-type codes', () => {
    for (const field of FILM_FILTER_FIELDS) {
      if (field.type.kind !== 'enum' || field.key === 'seasonType') continue;
      for (const value of field.type.values) {
        const label = getEnumValueLabel(field.key, value);
        expect(label, `${field.key}=${value}`).not.toMatch(/_/);
        expect(label.length, `${field.key}=${value}`).toBeGreaterThan(0);
      }
    }
  });

  it('returns an unknown value as given', () => {
    expect(getEnumValueLabel('airYardType', 'SIDEWAYS')).toBe('SIDEWAYS');
    expect(getEnumValueLabel('weekSlug', 'WEEK_99')).toBe('WEEK_99');
  });
});

describe('getIntegerValueLabel', () => {
  it('shows quarter 5 as OT, downs as ordinals and counts as digits', () => {
    expect(getIntegerValueLabel('quarter', 5)).toBe('OT');
    expect(getIntegerValueLabel('quarter', 4)).toBe('4');
    expect(getIntegerValueLabel('down', 3)).toBe('3rd');
    expect(getIntegerValueLabel('rb', 0)).toBe('0');
  });
});
