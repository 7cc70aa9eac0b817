import { describe, it, expect } from 'vitest';
import { POSITIONS, isPosition, normalizePosition } from './position.js';

describe('normalizePosition', () => {
  it('keeps every app position', () => {
    for (const position of POSITIONS) expect(normalizePosition(position)).toBe(position);
  });
  it.each([
    ['FB', 'RB'],
    ['HB', 'RB'],
    ['ILB', 'LB'],
    ['MLB', 'LB'],
    ['OLB', 'LB'],
    ['DE', 'EDGE'],
    ['DT', 'DL'],
    ['NT', 'DL'],
    ['FS', 'DB'],
    ['SS', 'DB'],
    ['S', 'DB'],
    ['SAF', 'DB'],
    ['NB', 'CB'],
    ['G', 'OL'],
    ['T', 'OL'],
    ['C', 'OL'],
    ['OT', 'OL'],
    ['OG', 'OL'],
    ['PK', 'K'],
  ])('maps %s to %s', (raw, position) => {
    expect(normalizePosition(raw)).toBe(position);
  });
  it('is case-insensitive and trims', () => {
    expect(normalizePosition(' qb ')).toBe('QB');
    expect(normalizePosition('olb')).toBe('LB');
  });
  it.each(['', 'KR', 'XYZ', 'toString', '__proto__', null, undefined])('is null for %j', (raw) => {
    expect(normalizePosition(raw)).toBeNull();
  });
});

describe('isPosition', () => {
  it('accepts only exact app positions', () => {
    expect(isPosition('EDGE')).toBe(true);
    expect(isPosition('DE')).toBe(false);
    expect(isPosition('qb')).toBe(false);
  });
});
