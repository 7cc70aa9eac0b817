/**
 * Pages of the identity provider, which is mounted at the OIDC issuer's URL (apps/server
 * identity: /account and /subscriptions under the issuer's path).
 */
const trimIssuer = (issuer: string): string => issuer.replace(/\/+$/, '');

/** The identity provider's account page (Manage Account). */
export const getIdentityAccountUrl = (issuer: string): string => `${trimIssuer(issuer)}/account`;

/** The identity host's subscription management page. */
export const getIdentitySubscriptionsUrl = (issuer: string): string => `${trimIssuer(issuer)}/subscriptions`;
