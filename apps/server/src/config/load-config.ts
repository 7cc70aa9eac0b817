import { z } from 'zod';
import { checkLlmVariables } from './check-llm-variables.js';
import { envSchema, SECRET_ENV_KEYS, type Env } from './env.js';

export interface ServerConfig {
  readonly env: Env;
  /** Base URL of the app as users reach it, without a trailing slash. */
  readonly publicUrl: string;
  readonly oidcIssuer: string;
  /** The audience (resource indicator) of the access tokens the API accepts. */
  readonly oidcAudience: string;
  /** The issuer's JWKS, read by the API when the provider is not embedded in this process. */
  readonly oidcJwksUrl: string;
  /** Origins of the web client; its redirect URIs are `${origin}/auth/callback`. */
  readonly oidcClientOrigins: readonly string[];
  readonly plansUrl: string;
  readonly altBillingPlansUrl: string;
}

/** The SPA's Vite dev server (`npm run dev -w @all22/web`), allowed as a client origin in development. */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(source: Record<string, string | undefined>): ServerConfig {
  // An empty variable means "not set", so `FOO= npm start` falls back to the default.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  const problems = [
    ...(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []),
    ...checkLlmVariables(present),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const oidcIssuer = (env.OIDC_ISSUER ?? `${publicUrl}/identity`).replace(/\/+$/, '');
  const clientOrigins =
    env.OIDC_CLIENT_ORIGINS.length > 0
      ? env.OIDC_CLIENT_ORIGINS
      : [publicUrl, ...(env.APP_ENV === 'development' ? [VITE_DEV_ORIGIN] : [])];
  return {
    env,
    publicUrl,
    oidcIssuer,
    oidcAudience: env.OIDC_AUDIENCE ?? `${publicUrl}/api`,
    oidcJwksUrl: env.OIDC_JWKS_URL ?? `${oidcIssuer}/jwks`,
    oidcClientOrigins: [...new Set(clientOrigins.map((origin) => origin.replace(/\/+$/, '')))],
    plansUrl: env.PLANS_URL ?? `${oidcIssuer}/plans`,
    altBillingPlansUrl: env.ALT_BILLING_PLANS_URL ?? `${oidcIssuer}/plans?provider=alternate`,
  };
}

/** The configuration as printed at start: every variable, secrets masked. */
export function describeConfig(config: ServerConfig): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape) as (keyof Env)[]) {
    const value = config.env[key];
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    shown[key] = SECRET_ENV_KEYS.has(key) ? maskSecret(key, text) : text;
  }
  return shown;
}

function maskSecret(key: keyof Env, value: string): string {
  if (key === 'DATABASE_URL' || key === 'REDIS_URL') {
    // Keep the host and database visible; they help operators and are not secret.
    const url = z.url().safeParse(value);
    if (url.success) {
      const parsed = new URL(url.data);
      if (parsed.password) parsed.password = '****';
      return parsed.toString();
    }
  }
  return '****';
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify 5 refuses a bare hop count (it trusts nothing
 * for a number, since a client reaching the server directly could then forge its address), so a
 * hop count becomes proxy-addr's classic rule: the nearest N hops are trusted, whatever their
 * address. Right only when nothing but the proxies can reach the server (docs/operations.md).
 */
export function toTrustProxy(
  setting: Env['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting === false ? false : [...setting];
  return (_address, hop) => hop < setting;
}
