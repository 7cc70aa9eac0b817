import type { AppConfig } from '@all22/contracts';
import type { UserState } from '@all22/domain';

/**
 * Where Subscribe leads: the configured purchase page (the alternate billing provider's for its
 * users, spec 1 §6), else the identity provider's own plans page under the issuer.
 */
export function getPlansUrl(
  config: Pick<AppConfig, 'plansUrl' | 'altBillingPlansUrl' | 'oidc'>,
  user: Pick<UserState, 'isAltBilling'>,
): string {
  if (user.isAltBilling && config.altBillingPlansUrl) return config.altBillingPlansUrl;
  if (config.plansUrl) return config.plansUrl;
  return `${config.oidc.issuer.replace(/\/+$/, '')}/plans`;
}
