import { VITE_DEV_ORIGIN, type ServerConfig } from './load-config.js';

/** The shortest cookie or form key accepted outside development, in bytes (256 bits). */
export const MIN_COOKIE_KEY_BYTES = 32;

/**
 * What would make this configuration unsafe to serve the public, one line per problem, each
 * naming the variable and what to do. Empty when it is fine. main.ts refuses to start in
 * production when the list is not empty, and warns with it in staging; development is exempt
 * (a laptop runs on http://localhost with derived keys and the Vite dev server).
 */
export function checkProductionConfig(config: ServerConfig): string[] {
  const { env } = config;
  const problems: string[] = [];

  if (!env.PUBLIC_URL) {
    problems.push(
      `PUBLIC_URL: not set (it would be ${config.publicUrl}); set it to the https:// URL users reach the app at`,
    );
  } else if (!isHttps(config.publicUrl)) {
    problems.push(
      `PUBLIC_URL: ${config.publicUrl} is not https; serve the app over https and set an https:// URL`,
    );
  }

  // A derived issuer follows PUBLIC_URL, whose line above already says what to fix.
  if (env.OIDC_ISSUER && !isHttps(config.oidcIssuer)) {
    problems.push(`OIDC_ISSUER: ${config.oidcIssuer} is not https; tokens must come from an https:// issuer`);
  }

  // The keys below belong to the embedded provider and its pages; another provider keeps its own.
  if (env.IDENTITY_ENABLED) {
    problems.push(...checkSecretList('OIDC_COOKIE_KEYS', env.OIDC_COOKIE_KEYS));
    problems.push(...checkSecretList('FORM_KEYS', env.FORM_KEYS));
    if (!env.OIDC_KEY_ENCRYPTION_KEY) {
      problems.push(
        'OIDC_KEY_ENCRYPTION_KEY: not set; the token signing keys would be stored unencrypted. Set 32 random bytes ' +
          'as base64 or hex (e.g. `openssl rand -base64 32`), the same on every server process, and keep a copy: ' +
          'without it the stored keys cannot be read',
      );
    }
  }

  // Derived origins are PUBLIC_URL (checked above), plus the Vite dev server in development only.
  const isOriginListSet = env.OIDC_CLIENT_ORIGINS.length > 0;
  for (const origin of config.oidcClientOrigins) {
    if (origin === VITE_DEV_ORIGIN) {
      problems.push(
        `OIDC_CLIENT_ORIGINS: ${origin} is the Vite dev server; remove it (sign-in would redirect tokens to any local process on that port)`,
      );
    } else if (isOriginListSet && !isHttps(origin)) {
      problems.push(
        `OIDC_CLIENT_ORIGINS: ${origin} is not https; list only the https:// origins the web app is served from`,
      );
    }
  }

  return problems;
}

/** A comma-separated list of secrets (first signs, all verify): set, and every one long enough. */
function checkSecretList(name: string, keys: readonly string[]): string[] {
  if (keys.length === 0) {
    return [
      `${name}: not set; set one or more comma-separated random secrets of at least ${MIN_COOKIE_KEY_BYTES} bytes ` +
        '(e.g. `openssl rand -base64 48`), the same on every server process',
    ];
  }
  return keys.flatMap((key, index) => {
    const bytes = Buffer.byteLength(key, 'utf8');
    return bytes < MIN_COOKIE_KEY_BYTES
      ? [
          `${name}: key ${index + 1} of ${keys.length} is ${bytes} bytes; ` +
            `replace it with a random secret of at least ${MIN_COOKIE_KEY_BYTES} bytes`,
        ]
      : [];
  });
}

/** Hosts a browser treats as a secure context over http, reachable only from the machine itself. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http on a loopback host (a production build tried out locally, a browser test). */
function isHttps(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' || (protocol === 'http:' && LOOPBACK_HOSTS.has(hostname));
  } catch {
    return false;
  }
}
