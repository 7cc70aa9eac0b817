import { describe, expect, it } from 'vitest';
import { readAccessTokenPlans } from './access-token-plans';
import { fakeAccessToken } from '../../testing/auth';

describe('readAccessTokenPlans', () => {
  it("reads the token's plans claim", () => {
    const plans = [
      { id: 'all22-monthly', status: 'ACTIVE' },
      { id: 'all22-annual', status: 'PAUSED' },
    ];
    expect(readAccessTokenPlans(fakeAccessToken({ sub: 'u1', plans }))).toEqual(plans);
  });

  it('reads UTF-8 claims and drops malformed entries', () => {
    const token = fakeAccessToken({
      email: 'zoë@example.com',
      plans: [{ id: 'a', status: 'ACTIVE' }, { id: 1 }, 'x'],
    });
    expect(readAccessTokenPlans(token)).toEqual([{ id: 'a', status: 'ACTIVE' }]);
  });

  it.each([
    ['no token', null],
    ['an empty token', ''],
    ['not a JWT', 'opaque-token'],
    ['a payload that is not JSON', 'a.bm90IGpzb24.c'],
    ['no plans claim', fakeAccessToken({ sub: 'u1' })],
    ['a plans claim that is not a list', fakeAccessToken({ plans: 'ACTIVE' })],
  ])('reads %s as no plans', (_label, token) => {
    expect(readAccessTokenPlans(token)).toEqual([]);
  });
});
