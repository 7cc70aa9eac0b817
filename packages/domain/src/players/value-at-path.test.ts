import { describe, it, expect } from 'vitest';
import { getNumberAtPath, getValueAtPath } from './value-at-path.js';

const stats = { passing: { yardsPerGame: 275.4, nested: { deep: 'x' }, zero: 0, nothing: null } };

describe('getValueAtPath', () => {
  it('follows a dot path', () => {
    expect(getValueAtPath(stats, 'passing.yardsPerGame')).toBe(275.4);
    expect(getValueAtPath(stats, 'passing.nested.deep')).toBe('x');
    expect(getValueAtPath(stats, 'passing')).toBe(stats.passing);
  });
  it('keeps falsy values', () => {
    expect(getValueAtPath(stats, 'passing.zero')).toBe(0);
    expect(getValueAtPath(stats, 'passing.nothing')).toBeNull();
  });
  it('is undefined for a missing step or a step into a non-object', () => {
    expect(getValueAtPath(stats, 'rushing.yardsPerGame')).toBeUndefined();
    expect(getValueAtPath(stats, 'passing.yardsPerGame.more')).toBeUndefined();
    expect(getValueAtPath(stats, 'passing.nothing.more')).toBeUndefined();
    expect(getValueAtPath(null, 'a')).toBeUndefined();
    expect(getValueAtPath(42, 'toFixed')).toBeUndefined();
  });
  it('is undefined for an empty path or empty segment', () => {
    expect(getValueAtPath(stats, '')).toBeUndefined();
    expect(getValueAtPath(stats, 'passing.')).toBeUndefined();
    expect(getValueAtPath(stats, '.passing')).toBeUndefined();
  });
  it('never walks into the prototype', () => {
    expect(getValueAtPath(stats, 'constructor')).toBeUndefined();
    expect(getValueAtPath(stats, '__proto__')).toBeUndefined();
    expect(getValueAtPath(stats, 'passing.toString')).toBeUndefined();
  });
  it('indexes arrays by position', () => {
    expect(getValueAtPath({ list: [10, 20] }, 'list.1')).toBe(20);
  });
});

describe('getNumberAtPath', () => {
  it('returns finite numbers only', () => {
    expect(getNumberAtPath(stats, 'passing.yardsPerGame')).toBe(275.4);
    expect(getNumberAtPath(stats, 'passing.zero')).toBe(0);
    expect(getNumberAtPath(stats, 'passing.nothing')).toBeNull();
    expect(getNumberAtPath(stats, 'passing.nested.deep')).toBeNull();
    expect(getNumberAtPath({ a: Number.NaN }, 'a')).toBeNull();
    expect(getNumberAtPath({ a: '12' }, 'a')).toBeNull();
  });
});
