import type { AppConfig, HealthResponse } from '@all22/contracts';

export const testAppConfig: AppConfig = {
  appEnv: 'development',
  authEnabled: false,
  freemium: false,
  freemiumRoutes: [],
  featureFantasy: true,
  featureChatbot: true,
  pausedModal: false,
  countryAllowList: [],
  plansUrl: '',
  altBillingPlansUrl: '',
  planRoleIndexes: '',
  adServerUrl: '',
  chatSocketUrl: '',
  leagueData: 'simulated',
  apiBaseUrl: '',
  oidc: { issuer: 'http://localhost/identity', clientId: 'all22-web', scope: 'openid' },
};

export const healthyResponse: HealthResponse = {
  status: 'ok',
  version: '0.1.0-test',
  uptimeSeconds: 3725,
  checks: {
    database: {
      status: 'ok',
      kind: 'pglite',
      latencyMs: 1.25,
      migrations: { applied: 3, expected: 3, isCurrent: true },
    },
    feed: {
      status: 'ok',
      leagueTime: '2024-10-13T18:30:00.000Z',
      processedThrough: '2024-10-13T18:30:00.000Z',
    },
    chat: { status: 'unavailable', url: '/ws/chat', error: 'no chat service runs on this server' },
  },
};
