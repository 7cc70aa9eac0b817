import type { Env } from './env.js';
import type { ServerConfig } from './load-config.js';

/**
 * The security headers' values (docs/decisions/server.md, "Security headers"), pure functions of
 * the configuration: plugins/security-headers.ts sets them on every answer, and the identity pages'
 * helmet takes its HSTS from here too.
 */

/** HSTS: a year, subdomains included (helmet's default, which the identity pages always sent). */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Everything that is not a page (JSON, scripts, images, text): nothing may load, nothing may frame it. */
export const NON_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The app's pages send the origin only to other sites; the identity pages send none (identity.md). */
export const APP_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The Strict-Transport-Security value: production only (staging and development may be plain http). */
export function getStrictTransportSecurity(appEnv: Env['APP_ENV']): string | null {
  return appEnv === 'production' ? `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` : null;
}

/** The origins a page of the app may reach beyond its own, derived once from the configuration. */
export interface PageSources {
  /** fetch and WebSocket: the API's socket, the identity provider, the chat socket, the ad server. */
  readonly connect: readonly string[];
  /** Images: data: URLs and the ad server. */
  readonly img: readonly string[];
  /** Frames: the identity provider (the OIDC client's silent sign-in runs in a hidden frame). */
  readonly frame: readonly string[];
}

export interface PageOptions {
  /** The nonce of this answer's <style> tags (index.html's and Emotion's); none: 'self' only. */
  readonly styleNonce?: string | undefined;
  /** Hashes ('sha256-…', unquoted) of the inline scripts this page may run (index.html's own). */
  readonly scriptHashes?: readonly string[] | undefined;
  /**
   * Inline styles and style attributes are allowed: only for a third-party page that sets them at
   * run time and cannot take a nonce (Swagger UI, the API docs). Scripts stay as strict.
   */
  readonly allowsInlineStyles?: boolean | undefined;
  /** The app's own hidden frame loads this page (the silent sign-in's redirect URI); others may never frame it. */
  readonly isFramedBySelf?: boolean | undefined;
}

const unique = (values: readonly (string | undefined)[]): string[] => [
  ...new Set(values.filter((value): value is string => value !== undefined)),
];

/** The origin of an absolute http(s)/ws(s) URL; undefined for a relative or unusable one. */
function toWebOrigin(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const { protocol, origin, host } = new URL(url);
  if (protocol === 'ws:' || protocol === 'wss:') return `${protocol}//${host}`;
  return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
}

/** The WebSocket origin on the same host as an http(s) origin: http → ws, https → wss. */
const toSocketTwin = (origin: string): string => origin.replace(/^http(s?):/, 'ws$1:');

/** A socket's origins: as given, and its ws(s) twin when given as http(s) (the client swaps the scheme). */
function toSocketOrigins(url: string): string[] {
  const origin = toWebOrigin(url);
  return origin === undefined ? [] : unique([origin, toSocketTwin(origin)]);
}

/**
 * What the app's pages may reach, from the configuration: the app's own WebSocket origin (named as
 * well as 'self', which older browsers do not stretch to ws:), the identity provider when it is
 * elsewhere, CHAT_SOCKET_URL when absolute and AD_SERVER_URL when set.
 */
export function getPageSources(config: Pick<ServerConfig, 'env' | 'publicUrl' | 'oidcIssuer'>): PageSources {
  const appOrigin = toWebOrigin(config.publicUrl);
  const issuerOrigin = toWebOrigin(config.oidcIssuer);
  const externalIssuer = issuerOrigin === appOrigin ? undefined : issuerOrigin;
  const adServer = config.env.AD_SERVER_URL === '' ? undefined : toWebOrigin(config.env.AD_SERVER_URL);
  return {
    connect: unique([
      appOrigin === undefined ? undefined : toSocketTwin(appOrigin),
      externalIssuer,
      ...toSocketOrigins(config.env.CHAT_SOCKET_URL),
      adServer,
    ]),
    img: unique(['data:', adServer]),
    frame: unique([externalIssuer]),
  };
}

/** A nonce voids 'unsafe-inline' in browsers that know nonces, so a page has one or the other. */
function styleSourcesOf(page: PageOptions): string[] {
  if (page.allowsInlineStyles) return ["'unsafe-inline'"];
  return page.styleNonce ? [`'nonce-${page.styleNonce}'`] : [];
}

/**
 * The Content-Security-Policy of an app page (the SPA's index.html, the API docs): scripts from
 * this origin or inline with a listed hash, styles from this origin or carrying this answer's
 * nonce (or, on a page that cannot do without, inline styles), no plugins, no
 * <base>, forms posting here only, and framed by nobody (by the app itself for the silent sign-in).
 */
export function buildPageContentSecurityPolicy(sources: PageSources, page: PageOptions = {}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(page.scriptHashes ?? []).map((hash) => `'${hash}'`)],
    ['style-src', "'self'", ...styleSourcesOf(page)],
    ['img-src', "'self'", ...sources.img],
    ['connect-src', "'self'", ...sources.connect],
    ['frame-src', "'self'", ...sources.frame],
    ['frame-ancestors', page.isFramedBySelf ? "'self'" : "'none'"],
    ['form-action', "'self'"],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** What the headers depend on, worked out once per configuration. */
export interface SecurityPolicy {
  readonly pageSources: PageSources;
  readonly strictTransportSecurity: string | null;
}

export function getSecurityPolicy(
  config: Pick<ServerConfig, 'env' | 'publicUrl' | 'oidcIssuer'>,
): SecurityPolicy {
  return {
    pageSources: getPageSources(config),
    strictTransportSecurity: getStrictTransportSecurity(config.env.APP_ENV),
  };
}

/** The kind of answer the headers go on: a page (HTML) or anything else. */
export interface AnswerKind extends PageOptions {
  readonly isPage: boolean;
}

/**
 * The security headers of one answer: its Content-Security-Policy (a page's, or nothing-loads for
 * the rest), the legacy X-Frame-Options twin of frame-ancestors, nosniff, the referrer policy and,
 * in production, HSTS.
 */
export function getSecurityHeaders(policy: SecurityPolicy, answer: AnswerKind): Record<string, string> {
  return {
    'content-security-policy': answer.isPage
      ? buildPageContentSecurityPolicy(policy.pageSources, answer)
      : NON_PAGE_CONTENT_SECURITY_POLICY,
    'x-frame-options': answer.isPage && answer.isFramedBySelf ? 'SAMEORIGIN' : 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': APP_REFERRER_POLICY,
    ...(policy.strictTransportSecurity === null
      ? {}
      : { 'strict-transport-security': policy.strictTransportSecurity }),
  };
}
