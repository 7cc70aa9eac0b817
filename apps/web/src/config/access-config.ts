import type { AppConfig } from '@all22/contracts';
import { type AccessConfig, DEFAULT_PROMO_PATH } from '@all22/domain';

/** The settings the page access rules read, from the runtime configuration. */
export function toAccessConfig(config: AppConfig): AccessConfig {
  return {
    authEnabled: config.authEnabled,
    freemium: config.freemium,
    freemiumRoutes: config.freemiumRoutes,
    featureFantasy: config.featureFantasy,
    featureChatbot: config.featureChatbot,
    pausedModal: config.pausedModal,
    countryAllowList: config.countryAllowList,
    appEnv: config.appEnv,
    plansUrl: config.plansUrl,
    altBillingPlansUrl: config.altBillingPlansUrl,
    promoPath: DEFAULT_PROMO_PATH,
  };
}
