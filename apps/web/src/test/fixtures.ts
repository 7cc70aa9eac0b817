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
  },
};
