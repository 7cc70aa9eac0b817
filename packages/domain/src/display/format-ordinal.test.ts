import { describe, it, expect } from 'vitest';
import { formatOrdinal } from './format-ordinal.js';

describe('formatOrdinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [32, '32nd'],
    [100, '100th'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [121, '121st'],
    [0, '0th'],
  ])('%i → %s', (value, text) => {
    expect(formatOrdinal(value)).toBe(text);
  });
  it.each([1.5, Number.NaN, null, undefined])('shows an em dash for %s', (value) => {
    expect(formatOrdinal(value)).toBe('—');
  });
});
