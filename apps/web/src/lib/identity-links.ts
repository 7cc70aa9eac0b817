/**
 * Pages of the identity provider, which is mounted at the OIDC issuer's URL (apps/server
 * identity: /account and /subscriptions under the issuer's path).
 */
const trimIssuer = (issuer: string): string => issuer.replace(/\/+$/, '');

/** The identity provider's account page (Manage Account). */
export function getIdentityAccountUrl(issuer: string): string {
  return `${trimIssuer(issuer)}/account`;
}

/** The identity host's subscription management page. */
export function getIdentitySubscriptionsUrl(issuer: string): string {
  return `${trimIssuer(issuer)}/subscriptions`;
}
