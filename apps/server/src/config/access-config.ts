import type { AccessConfig } from '@all22/domain';
import type { ServerConfig } from './load-config.js';

/** The settings the access rules read (pages in the web app, API calls here), from the server's. */
export function toAccessConfig(config: ServerConfig): AccessConfig {
  const { env } = config;
  return {
    authEnabled: env.AUTH_ENABLED,
    freemium: env.FREEMIUM,
    freemiumRoutes: env.FREEMIUM_ROUTES,
    featureFantasy: env.FEATURE_FANTASY,
    featureChatbot: env.FEATURE_CHATBOT,
    pausedModal: env.PAUSED_MODAL,
    countryAllowList: env.COUNTRY_ALLOW_LIST,
    appEnv: env.APP_ENV,
    plansUrl: config.plansUrl,
    altBillingPlansUrl: config.altBillingPlansUrl,
  };
}
