import { describe, it, expect } from 'vitest';
import { parsePlanRoleIndexes } from './plan-role-indexes.js';
import { getUserState } from './user-state.js';

const roleIndexes = parsePlanRoleIndexes('all22-monthly:Monthly');

describe('getUserState', () => {
  it('describes a subscriber', () => {
    const state = getUserState({
      profile: { UID: 'u' },
      plans: [{ id: 'all22-monthly', status: 'ACTIVE' }],
      roleIndexes,
      country: 'US',
    });
    expect(state).toEqual({
      isLoggedIn: true,
      isSubscribed: true,
      isPaused: false,
      subscribedPlan: 'Monthly',
      isAltBilling: false,
      country: 'US',
    });
  });
  it('describes a paused, alternate-billing user', () => {
    const state = getUserState({
      profile: {},
      plans: [{ id: 'all22-monthly', status: 'PAUSED' }],
      roleIndexes,
      isAltBilling: true,
    });
    expect(state).toMatchObject({
      isLoggedIn: true,
      isSubscribed: false,
      isPaused: true,
      subscribedPlan: null,
      isAltBilling: true,
    });
  });
  it('ignores plans when there is no profile', () => {
    const state = getUserState({
      profile: null,
      plans: [{ id: 'all22-monthly', status: 'ACTIVE' }],
      roleIndexes,
      isAltBilling: true,
    });
    expect(state).toMatchObject({
      isLoggedIn: false,
      isSubscribed: false,
      isPaused: false,
      subscribedPlan: null,
      isAltBilling: false,
    });
  });
});
