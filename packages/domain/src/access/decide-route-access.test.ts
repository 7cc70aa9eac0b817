import { describe, it, expect } from 'vitest';
import {
  decideRouteAccess,
  isCountryBlocked,
  type AccessConfig,
  type AccessDecision,
} from './decide-route-access.js';
import { SIGNED_OUT_USER_STATE, type UserState } from './user-state.js';

const PLANS_URL = 'https://id.example.com/plans';
const ALT_URL = 'https://billing.example.com/plans';

const config = (overrides: Partial<AccessConfig> = {}): AccessConfig => ({
  authEnabled: true,
  freemium: false,
  freemiumRoutes: ['/games/*', '/teams'],
  featureFantasy: true,
  featureChatbot: true,
  pausedModal: true,
  countryAllowList: [],
  appEnv: 'production',
  plansUrl: PLANS_URL,
  altBillingPlansUrl: ALT_URL,
  ...overrides,
});

const USERS = {
  signedOut: SIGNED_OUT_USER_STATE,
  nonSubscriber: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true },
  altBilling: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true, isAltBilling: true },
  paused: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true, isPaused: true },
  subscriber: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true, isSubscribed: true, subscribedPlan: 'Monthly' },
  subscribedAndPaused: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true, isSubscribed: true, isPaused: true },
} satisfies Record<string, UserState>;
type UserKind = keyof typeof USERS;

const DEFAULT_MIDDLEWARE = ['auth', 'chatbot'];
const decide = (
  user: UserState,
  path: string,
  overrides: Partial<AccessConfig> = {},
  middleware = DEFAULT_MIDDLEWARE,
) => decideRouteAccess({ path, middleware }, user, config(overrides));

const ALLOW: AccessDecision = { kind: 'allow' };
const toHome = (reason: 'signed-out' | 'not-subscribed'): AccessDecision => ({
  kind: 'redirect',
  to: '/',
  external: false,
  reason,
});
const TO_PROMO: AccessDecision = {
  kind: 'redirect',
  to: '/subscribe',
  external: false,
  reason: 'signed-out',
};
const TO_PLANS: AccessDecision = {
  kind: 'redirect',
  to: PLANS_URL,
  external: true,
  reason: 'not-subscribed',
};
const TO_ALT: AccessDecision = { kind: 'redirect', to: ALT_URL, external: true, reason: 'not-subscribed' };
const toPromoAt = (to: string): AccessDecision => ({
  kind: 'redirect',
  to,
  external: false,
  reason: 'signed-out',
});
const PAUSED_HOME: AccessDecision = { kind: 'pausedDialog', to: '/' };
const PAUSED_STAY: AccessDecision = { kind: 'pausedDialog', to: null };

const PREMIUM = '/stats/passing/season';
const OPEN = '/games/scores';

// [user, freemium, pausedModal, path, expected]
const MATRIX: [UserKind, boolean, boolean, string, AccessDecision][] = [
  // Signed-out visitor
  ['signedOut', false, true, PREMIUM, TO_PROMO],
  ['signedOut', false, true, OPEN, TO_PROMO],
  ['signedOut', false, true, '/', TO_PROMO],
  ['signedOut', false, true, '/subscribe', ALLOW],
  ['signedOut', false, true, '/login', ALLOW],
  ['signedOut', false, true, '/sorry', ALLOW],
  ['signedOut', true, true, PREMIUM, toHome('signed-out')],
  ['signedOut', true, true, OPEN, ALLOW],
  ['signedOut', true, true, '/games', ALLOW],
  ['signedOut', true, true, '/teams', ALLOW],
  ['signedOut', true, true, '/teams/team/3800', toHome('signed-out')],
  ['signedOut', true, true, '/', ALLOW],
  ['signedOut', true, true, '/subscribe', ALLOW],
  // Logged-in non-subscriber
  ['nonSubscriber', false, true, PREMIUM, TO_PLANS],
  ['nonSubscriber', false, true, OPEN, TO_PLANS],
  ['nonSubscriber', false, true, '/', TO_PLANS],
  ['nonSubscriber', false, true, '/subscribe', ALLOW],
  ['nonSubscriber', false, true, '/login', ALLOW],
  ['nonSubscriber', true, true, PREMIUM, toHome('not-subscribed')],
  ['nonSubscriber', true, true, OPEN, ALLOW],
  ['nonSubscriber', true, true, '/', ALLOW],
  ['altBilling', false, true, PREMIUM, TO_ALT],
  ['altBilling', true, true, PREMIUM, toHome('not-subscribed')],
  // Paused plan, paused-modal flag on
  ['paused', false, true, PREMIUM, PAUSED_HOME],
  ['paused', false, true, OPEN, PAUSED_HOME],
  ['paused', false, true, '/', PAUSED_STAY],
  ['paused', false, true, '/subscribe', ALLOW],
  ['paused', true, true, PREMIUM, PAUSED_HOME],
  ['paused', true, true, OPEN, ALLOW],
  ['paused', true, true, '/', ALLOW],
  // Paused plan, flag off: a non-subscriber
  ['paused', false, false, PREMIUM, TO_PLANS],
  ['paused', false, false, '/', TO_PLANS],
  ['paused', true, false, PREMIUM, toHome('not-subscribed')],
  ['paused', true, false, OPEN, ALLOW],
  // Subscriber: everything
  ['subscriber', false, true, PREMIUM, ALLOW],
  ['subscriber', false, true, '/', ALLOW],
  ['subscriber', true, true, PREMIUM, ALLOW],
  ['subscriber', false, false, '/fantasy/ai', ALLOW],
  ['subscribedAndPaused', false, true, PREMIUM, ALLOW],
];

describe('decideRouteAccess: the role matrix (auth enabled)', () => {
  it.each(MATRIX)('%s, freemium %s, paused modal %s, %s', (user, freemium, pausedModal, path, expected) => {
    expect(decide(USERS[user], path, { freemium, pausedModal })).toEqual(expected);
  });
});

describe('decideRouteAccess: auth disabled', () => {
  it.each(Object.keys(USERS) as UserKind[])('lets %s everywhere', (user) => {
    for (const freemium of [false, true]) {
      expect(decide(USERS[user], PREMIUM, { authEnabled: false, freemium })).toEqual(ALLOW);
      expect(decide(USERS[user], '/fantasy/ai', { authEnabled: false, freemium })).toEqual(ALLOW);
    }
  });
  it('still applies the feature gates and the country list', () => {
    expect(
      decide(USERS.signedOut, '/fantasy/ai', { authEnabled: false, featureChatbot: false }),
    ).toMatchObject({
      to: '/fantasy/stats',
    });
    expect(
      decide({ ...USERS.signedOut, country: 'FR' }, '/', { authEnabled: false, countryAllowList: ['US'] }),
    ).toMatchObject({
      to: '/sorry',
    });
  });
});

describe('decideRouteAccess: alternate billing and purchase URLs', () => {
  it('falls back to PLANS_URL when no alternate URL is configured', () => {
    expect(decide(USERS.altBilling, PREMIUM, { altBillingPlansUrl: '' })).toEqual(TO_PLANS);
  });
  it('sends to the promo route when no purchase page is configured', () => {
    expect(decide(USERS.nonSubscriber, PREMIUM, { plansUrl: '' })).toEqual({
      kind: 'redirect',
      to: '/subscribe',
      external: false,
      reason: 'not-subscribed',
    });
  });
  it('uses a configured promo path, normalised, and keeps it open', () => {
    expect(decide(USERS.signedOut, PREMIUM, { promoPath: '/join/' })).toMatchObject({ to: '/join' });
    expect(decide(USERS.signedOut, '/join', { promoPath: '/join/' })).toEqual(ALLOW);
    expect(decide(USERS.signedOut, '/subscribe', { promoPath: '/join' })).toEqual(toPromoAt('/join'));
  });
});

describe('decideRouteAccess: country allow-list', () => {
  const blocked = { countryAllowList: ['US', 'ca'] };
  it('sends a user from an unlisted country to /sorry, subscriber or not', () => {
    for (const user of [USERS.subscriber, USERS.signedOut, USERS.paused]) {
      expect(decide({ ...user, country: 'FR' }, PREMIUM, blocked)).toEqual({
        kind: 'redirect',
        to: '/sorry',
        external: false,
        reason: 'country-blocked',
      });
    }
  });
  it('blocks the login and promo routes too, but never /sorry itself', () => {
    expect(decide({ ...USERS.signedOut, country: 'FR' }, '/login', blocked)).toMatchObject({ to: '/sorry' });
    expect(decide({ ...USERS.signedOut, country: 'FR' }, '/subscribe', blocked)).toMatchObject({
      to: '/sorry',
    });
    expect(decide({ ...USERS.signedOut, country: 'FR' }, '/sorry', blocked)).toEqual(ALLOW);
  });
  it('lets listed countries in, case-insensitively', () => {
    expect(decide({ ...USERS.subscriber, country: 'us' }, PREMIUM, blocked)).toEqual(ALLOW);
    expect(decide({ ...USERS.subscriber, country: 'CA' }, PREMIUM, blocked)).toEqual(ALLOW);
  });
  it('does not block an unknown country or when no list is configured', () => {
    expect(decide(USERS.subscriber, PREMIUM, blocked)).toEqual(ALLOW);
    expect(decide({ ...USERS.subscriber, country: '' }, PREMIUM, blocked)).toEqual(ALLOW);
    expect(decide({ ...USERS.subscriber, country: 'FR' }, PREMIUM, { countryAllowList: [] })).toEqual(ALLOW);
  });
});

describe('isCountryBlocked', () => {
  it.each([
    ['FR', ['US'], true],
    ['US', ['US'], false],
    [' us ', ['US '], false],
    [undefined, ['US'], false],
    ['FR', [], false],
  ] as const)('%j with %j → %s', (country, list, expected) => {
    expect(isCountryBlocked(country, list)).toBe(expected);
  });
});

describe('decideRouteAccess: chatbot and fantasy gates', () => {
  it('sends /fantasy/ai to /fantasy/stats when the chatbot flag is off', () => {
    expect(decide(USERS.subscriber, '/fantasy/ai', { featureChatbot: false })).toEqual({
      kind: 'redirect',
      to: '/fantasy/stats',
      external: false,
      reason: 'chatbot-off',
    });
  });
  it('sends /fantasy/ai home when the fantasy flag is off', () => {
    expect(decide(USERS.subscriber, '/fantasy/ai', { featureFantasy: false })).toMatchObject({
      to: '/',
      reason: 'fantasy-off',
    });
  });
  it('applies the chatbot gate only with the chatbot middleware', () => {
    expect(decide(USERS.subscriber, '/fantasy/ai', { featureChatbot: false }, ['auth'])).toEqual(ALLOW);
  });
  it('leaves other fantasy pages open when only the chatbot is off', () => {
    expect(decide(USERS.subscriber, '/fantasy/stats', { featureChatbot: false })).toEqual(ALLOW);
    expect(decide(USERS.subscriber, '/fantasy/insights', { featureChatbot: false })).toEqual(ALLOW);
  });
  it.each(['/fantasy', '/fantasy/stats', '/fantasy/insights', '/fantasy/ai?x=1'])(
    'sends %s home when fantasy is off, whatever the middleware',
    (path) => {
      expect(decide(USERS.subscriber, path, { featureFantasy: false }, [])).toMatchObject({
        to: '/',
        reason: 'fantasy-off',
      });
    },
  );
  it("sends a player's fantasy tab to the player page when fantasy is off", () => {
    expect(decide(USERS.subscriber, '/players/player/123/fantasy', { featureFantasy: false })).toMatchObject({
      to: '/players/player/123',
    });
    expect(decide(USERS.subscriber, '/players/player/123/fantasy')).toEqual(ALLOW);
  });
  it('gates features before the subscription, so nobody is sold a switched-off page', () => {
    expect(decide(USERS.nonSubscriber, '/fantasy/stats', { featureFantasy: false })).toMatchObject({
      to: '/',
    });
  });
});

describe('decideRouteAccess: production-hidden tabs', () => {
  it.each([
    ['/games/game/2024090800/videos', '/games/game/2024090800'],
    ['/games/game/2024090800/articles', '/games/game/2024090800'],
    ['/games/game/2024090800/team-stats', '/games/game/2024090800'],
    ['/games/game/2024090800/box-score-v2', '/games/game/2024090800'],
    ['/teams/team/3800/depth-chart', '/teams/team/3800'],
  ])('%s → %s in production, open elsewhere', (path, parent) => {
    expect(decide(USERS.subscriber, path)).toMatchObject({
      kind: 'redirect',
      to: parent,
      reason: 'hidden-in-production',
    });
    expect(decide(USERS.subscriber, path, { appEnv: 'staging' })).toEqual(ALLOW);
  });
  it.each(['/insights', '/insights-beta', '/insights/?week=3'])(
    'sends %s home in production (its nav item is for lower environments), open elsewhere',
    (path) => {
      expect(decide(USERS.subscriber, path)).toMatchObject({
        kind: 'redirect',
        to: '/',
        reason: 'hidden-in-production',
      });
      expect(decide(USERS.subscriber, path, { appEnv: 'development' })).toEqual(ALLOW);
      // Elsewhere it is a subscriber page like /stats.
      expect(decide(USERS.nonSubscriber, path, { appEnv: 'staging' })).toMatchObject({ kind: 'redirect' });
    },
  );
  it('keeps the other tabs open in production', () => {
    expect(decide(USERS.subscriber, '/games/game/2024090800/box-score')).toEqual(ALLOW);
    expect(decide(USERS.subscriber, '/teams/team/3800/roster')).toEqual(ALLOW);
  });
});

describe('decideRouteAccess: middleware names', () => {
  it('rejects an unknown middleware with a 500 naming it', () => {
    expect(decide(USERS.subscriber, '/', {}, ['auth', 'admin'])).toEqual({
      kind: 'error',
      statusCode: 500,
      message: 'Unknown middleware admin',
    });
  });
  it('reports the unknown middleware before any other rule', () => {
    expect(decide(USERS.signedOut, '/fantasy/ai', { featureFantasy: false }, ['Auth'])).toMatchObject({
      message: 'Unknown middleware Auth',
    });
  });
  it('lets a route without the auth middleware through', () => {
    expect(decide(USERS.signedOut, PREMIUM, {}, [])).toEqual(ALLOW);
    expect(decide(USERS.signedOut, PREMIUM, {}, ['chatbot'])).toEqual(ALLOW);
  });
});

describe('decideRouteAccess: redirects never loop', () => {
  const PATHS = [
    '/',
    PREMIUM,
    OPEN,
    '/subscribe',
    '/login',
    '/sorry',
    '/fantasy/ai',
    '/fantasy/stats',
    '/teams/team/3800/depth-chart',
  ];
  const bools = [false, true];
  it('every chain of internal redirects ends within 4 hops without revisiting a path', () => {
    let checked = 0;
    for (const user of Object.values(USERS))
      for (const country of [undefined, 'FR'])
        for (const authEnabled of bools)
          for (const freemium of bools)
            for (const pausedModal of bools)
              for (const featureFantasy of bools)
                for (const featureChatbot of bools)
                  for (const freemiumRoutes of [[], ['/games/*']])
                    for (const start of PATHS) {
                      const overrides = {
                        authEnabled,
                        freemium,
                        pausedModal,
                        featureFantasy,
                        featureChatbot,
                        freemiumRoutes,
                        countryAllowList: ['US'],
                      };
                      const seen = new Set<string>();
                      let path = start;
                      let decision = decide({ ...user, country }, path, overrides);
                      while (decision.kind === 'redirect' && !decision.external) {
                        seen.add(path);
                        path = decision.to;
                        expect(seen.has(path), `loop at ${path} from ${start}`).toBe(false);
                        expect(seen.size).toBeLessThanOrEqual(4);
                        decision = decide({ ...user, country }, path, overrides);
                      }
                      if (decision.kind === 'pausedDialog' && decision.to !== null) {
                        expect(decide({ ...user, country }, decision.to, overrides)).not.toEqual(PAUSED_HOME);
                      }
                      checked++;
                    }
    expect(checked).toBeGreaterThan(5000);
  });
});
