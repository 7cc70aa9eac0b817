import { describe, it, expect } from 'vitest';
import { getSubscribedPlan, parsePlanRoleIndexes, PlanRoleIndexesError } from './plan-role-indexes.js';

const catchError = (config: string): PlanRoleIndexesError => {
  try {
    parsePlanRoleIndexes(config);
  } catch (error) {
    if (error instanceof PlanRoleIndexesError) return error;
    throw error;
  }
  throw new Error(`expected "${config}" to be rejected`);
};

describe('parsePlanRoleIndexes', () => {
  it('parses pairs in order', () => {
    const indexes = parsePlanRoleIndexes('all22-monthly:Monthly,all22-annual:Annual');
    expect([...indexes]).toEqual([
      ['all22-monthly', 'Monthly'],
      ['all22-annual', 'Annual'],
    ]);
  });
  it('ignores whitespace and empty entries', () => {
    const indexes = parsePlanRoleIndexes('  a : A ,, b:B ,');
    expect([...indexes]).toEqual([
      ['a', 'A'],
      ['b', 'B'],
    ]);
  });
  it('treats an empty or blank string as no plans', () => {
    expect(parsePlanRoleIndexes('').size).toBe(0);
    expect(parsePlanRoleIndexes('   ').size).toBe(0);
  });
  it.each([
    ['monthly', 'has no ":"'],
    ['a:b:c', 'has more than one ":"'],
    [':Monthly', 'has an empty plan id'],
    ['monthly:', 'has an empty role'],
    ['monthly:  ', 'has an empty role'],
  ])('rejects %j and names it', (entry, reason) => {
    const error = catchError(`ok:Ok,${entry}`);
    expect(error.invalidEntries).toEqual([entry.trim()]);
    expect(error.message).toContain(`"${entry.trim()}" ${reason}`);
    expect(error.message).toContain('all22-monthly:Monthly,all22-annual:Annual');
  });
  it('rejects a repeated plan id', () => {
    const error = catchError('a:A,a:B');
    expect(error.invalidEntries).toEqual(['a:B']);
    expect(error.message).toContain('repeats plan id "a"');
  });
  it('lists every bad entry at once', () => {
    const error = catchError('x,ok:Ok,y:,:z');
    expect(error.invalidEntries).toEqual(['x', 'y:', ':z']);
    expect(error.name).toBe('PlanRoleIndexesError');
  });
});

describe('getSubscribedPlan', () => {
  const indexes = parsePlanRoleIndexes('all22-monthly:Monthly,all22-annual:Annual');
  it('returns the role of a held, subscribed plan', () => {
    expect(getSubscribedPlan([{ id: 'all22-annual', status: 'ACTIVE' }], indexes)).toBe('Annual');
    expect(getSubscribedPlan([{ id: 'all22-monthly', status: 'GRACE_PERIOD' }], indexes)).toBe('Monthly');
  });
  it('prefers the plan configured first, whatever the token order', () => {
    const plans = [
      { id: 'all22-annual', status: 'ACTIVE' },
      { id: 'all22-monthly', status: 'CANCELLED' },
    ];
    expect(getSubscribedPlan(plans, indexes)).toBe('Monthly');
  });
  it('ignores plans that do not grant access and plans not configured', () => {
    expect(getSubscribedPlan([{ id: 'all22-monthly', status: 'PAUSED' }], indexes)).toBeNull();
    expect(getSubscribedPlan([{ id: 'all22-annual', status: 'EXPIRED' }], indexes)).toBeNull();
    expect(getSubscribedPlan([{ id: 'other', status: 'ACTIVE' }], indexes)).toBeNull();
    expect(getSubscribedPlan([], indexes)).toBeNull();
  });
});
