import { describe, expect, it } from 'vitest';
import { COUNTRY_BLOCKED_MESSAGE, decideApiAccess, type ApiAccessRule } from './decide-api-access.js';
import type { AccessConfig } from './decide-route-access.js';
import { SIGNED_OUT_USER_STATE, type UserState } from './user-state.js';

const config = (overrides: Partial<AccessConfig> = {}): AccessConfig => ({
  authEnabled: true,
  freemium: true,
  freemiumRoutes: ['/games/*', '/teams', '/teams/*'],
  featureFantasy: true,
  featureChatbot: true,
  pausedModal: true,
  countryAllowList: [],
  appEnv: 'production',
  plansUrl: '',
  altBillingPlansUrl: '',
  ...overrides,
});

const USERS = {
  visitor: SIGNED_OUT_USER_STATE,
  free: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true },
  paused: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true, isPaused: true },
  subscriber: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true, isSubscribed: true, subscribedPlan: 'Monthly' },
} satisfies Record<string, UserState>;

const FILM: ApiAccessRule = { kind: 'pages', pages: ['/film/plays'] };
const GAME: ApiAccessRule = { kind: 'pages', pages: ['/games/game/1'] };

const kindOf = (rule: ApiAccessRule, user: UserState, overrides: Partial<AccessConfig> = {}) =>
  decideApiAccess(rule, user, config(overrides)).kind;

describe('decideApiAccess', () => {
  it('lets anyone call an open operation, even from a blocked country', () => {
    const blocked = { ...USERS.visitor, country: 'FR' };
    expect(kindOf({ kind: 'open' }, blocked, { countryAllowList: ['US'] })).toBe('allow');
  });

  it('guards a page-backed call as its pages are: film for subscribers, freemium pages for all', () => {
    expect(kindOf(FILM, USERS.visitor)).toBe('unauthorized');
    expect(kindOf(FILM, USERS.free)).toBe('forbidden');
    expect(kindOf(FILM, USERS.paused)).toBe('forbidden');
    expect(kindOf(FILM, USERS.subscriber)).toBe('allow');
    for (const user of Object.values(USERS)) expect(kindOf(GAME, user)).toBe('allow');
  });

  it('follows the configuration: freemium off closes the game pages, a freemium film room opens it', () => {
    expect(kindOf(GAME, USERS.free, { freemium: false })).toBe('forbidden');
    expect(kindOf(FILM, USERS.visitor, { freemiumRoutes: ['/film/*'] })).toBe('allow');
  });

  it('allows a call when any one of its pages is open', () => {
    expect(kindOf({ kind: 'pages', pages: ['/stats/passing', '/teams/rankings'] }, USERS.visitor)).toBe(
      'allow',
    );
  });

  it('says why a subscriber call is refused', () => {
    expect(decideApiAccess({ kind: 'subscriber' }, USERS.paused, config())).toEqual({
      kind: 'forbidden',
      message: 'Your subscription is paused',
    });
    expect(decideApiAccess({ kind: 'subscriber' }, USERS.free, config())).toEqual({
      kind: 'forbidden',
      message: 'This call needs a subscription',
    });
    expect(decideApiAccess({ kind: 'subscriber' }, USERS.visitor, config())).toEqual({
      kind: 'unauthorized',
      message: 'Sign in to use this call',
    });
  });

  it('wants a signed-in caller for the account, subscribed or not', () => {
    expect(kindOf({ kind: 'signedIn' }, USERS.visitor)).toBe('unauthorized');
    expect(kindOf({ kind: 'signedIn' }, USERS.free)).toBe('allow');
  });

  it('refuses every guarded call from a country outside the allow-list, subscriber or not', () => {
    const abroad = { ...USERS.subscriber, country: 'fr' };
    expect(decideApiAccess(GAME, abroad, config({ countryAllowList: ['US'] }))).toEqual({
      kind: 'forbidden',
      message: COUNTRY_BLOCKED_MESSAGE,
    });
    expect(kindOf(GAME, { ...abroad, country: 'US' }, { countryAllowList: ['us'] })).toBe('allow');
  });

  it('lets everyone in with auth disabled', () => {
    expect(kindOf(FILM, USERS.visitor, { authEnabled: false })).toBe('allow');
    expect(kindOf({ kind: 'subscriber' }, USERS.visitor, { authEnabled: false })).toBe('allow');
  });

  it('closes a page-backed call when its feature is off', () => {
    expect(
      kindOf({ kind: 'pages', pages: ['/fantasy/stats'] }, USERS.subscriber, { featureFantasy: false }),
    ).toBe('forbidden');
  });
});
