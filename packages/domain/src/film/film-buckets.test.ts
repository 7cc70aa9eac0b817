import { describe, it, expect } from 'vitest';
import {
  getAirYardType,
  getDefendersInTheBoxType,
  getDropbackTimeType,
  getMaxSpeedTypes,
  getSeparationType,
  getYardsToGoType,
  matchesMaxSpeedType,
} from './film-buckets.js';

describe('getYardsToGoType', () => {
  it.each([
    [0, null],
    [0.5, null],
    [-3, null],
    [1, 'SHORT'],
    [2, 'SHORT'],
    [2.5, 'SHORT'],
    [6.5, 'MID'],
    [3, 'MID'],
    [6, 'MID'],
    [7, 'LONG'],
    [25, 'LONG'],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%s yards → %s', (yards, expected) => {
    expect(getYardsToGoType(yards)).toBe(expected);
  });
});

describe('getAirYardType', () => {
  it.each([
    [-5, 'SHORT'],
    [0, 'SHORT'],
    [9.9, 'SHORT'],
    [10, 'INTERMEDIATE'],
    [19, 'INTERMEDIATE'],
    [19.9, 'INTERMEDIATE'],
    [20, 'DEEP'],
    [60, 'DEEP'],
    [Number.NaN, null],
  ])('%s air yards → %s', (yards, expected) => {
    expect(getAirYardType(yards)).toBe(expected);
  });
});

describe('getDropbackTimeType', () => {
  it.each([
    [0, 'QUICK'],
    [2.49, 'QUICK'],
    [2.5, 'LONG'],
    [4.1, 'LONG'],
    [-0.1, null],
    [Number.NaN, null],
  ])('%s s → %s', (seconds, expected) => {
    expect(getDropbackTimeType(seconds)).toBe(expected);
  });
});

describe('getSeparationType', () => {
  it.each([
    [0, 'TIGHT'],
    [0.99, 'TIGHT'],
    [1, null],
    [2.99, null],
    [3, 'OPEN'],
    [10, 'OPEN'],
    [-1, null],
    [Number.NaN, null],
  ])('%s yd → %s', (yards, expected) => {
    expect(getSeparationType(yards)).toBe(expected);
  });
});

describe('maxSpeedType', () => {
  it.each([
    [0, ['LESS_THAN_15']],
    [14.99, ['LESS_THAN_15']],
    [15, ['OVER_15']],
    [19.99, ['OVER_15']],
    [20, ['OVER_15', 'OVER_20']],
    [23.4, ['OVER_15', 'OVER_20']],
    [-1, []],
    [Number.NaN, []],
  ])('%s mph passes %j', (mph, expected) => {
    expect(getMaxSpeedTypes(mph)).toEqual(expected);
  });
  it('OVER_15 includes every OVER_20 speed', () => {
    for (const mph of [20, 21, 25]) {
      expect(matchesMaxSpeedType('OVER_20', mph)).toBe(true);
      expect(matchesMaxSpeedType('OVER_15', mph)).toBe(true);
      expect(matchesMaxSpeedType('LESS_THAN_15', mph)).toBe(false);
    }
  });
});

describe('getDefendersInTheBoxType', () => {
  it.each([
    [0, 'LIGHT'],
    [6, 'LIGHT'],
    [7, 'NEUTRAL'],
    [8, 'STACKED'],
    [11, 'STACKED'],
    [6.5, null],
    [-1, null],
    [Number.NaN, null],
  ])('%s defenders → %s', (count, expected) => {
    expect(getDefendersInTheBoxType(count)).toBe(expected);
  });
});
