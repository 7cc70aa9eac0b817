import { describe, it, expect } from 'vitest';
import { getPositionGroup, isPositionGroup } from './position-group.js';

describe('getPositionGroup', () => {
  it.each([
    ['QB', 'QB'],
    ['RB', 'RB'],
    ['FB', 'RB'],
    ['HB', 'RB'],
    ['WR', 'WR'],
    ['TE', 'TE'],
    ['ILB', 'LB'],
    ['MLB', 'LB'],
    ['OLB', 'LB'],
    ['LB', 'LB'],
    ['DE', 'EDGE'],
    ['EDGE', 'EDGE'],
    ['DT', 'DL'],
    ['NT', 'DL'],
    ['DL', 'DL'],
    ['CB', 'DB'],
    ['FS', 'DB'],
    ['SS', 'DB'],
    ['S', 'DB'],
    ['SAF', 'DB'],
    ['DB', 'DB'],
    ['G', 'OL'],
    ['OT', 'OL'],
    ['C', 'OL'],
  ])('%s is in group %s', (position, group) => {
    expect(getPositionGroup(position)).toBe(group);
  });
  it('uses the position itself for special teams', () => {
    expect(getPositionGroup('K')).toBe('K');
    expect(getPositionGroup('PK')).toBe('K');
    expect(getPositionGroup('P')).toBe('P');
    expect(getPositionGroup('LS')).toBe('LS');
  });
  it('is null for an unknown or missing position', () => {
    expect(getPositionGroup('KR')).toBeNull();
    expect(getPositionGroup(null)).toBeNull();
  });
});

describe('isPositionGroup', () => {
  it('has no CB group (CB joins DB)', () => {
    expect(isPositionGroup('DB')).toBe(true);
    expect(isPositionGroup('CB')).toBe(false);
  });
});
