import { VITE_DEV_ORIGIN, type ServerConfig } from './load-config.js';

/** The shortest cookie-signing key accepted outside development, in bytes (256 bits). */
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

  // The cookie keys sign the embedded provider's cookies; another provider keeps its own.
  if (env.IDENTITY_ENABLED) {
    if (env.OIDC_COOKIE_KEYS.length === 0) {
      problems.push(
        `OIDC_COOKIE_KEYS: not set; set one or more comma-separated random secrets of at least ${MIN_COOKIE_KEY_BYTES} bytes ` +
          '(e.g. `openssl rand -base64 48`), the same on every server process',
      );
    }
    env.OIDC_COOKIE_KEYS.forEach((key, index) => {
      const bytes = Buffer.byteLength(key, 'utf8');
      if (bytes < MIN_COOKIE_KEY_BYTES) {
        problems.push(
          `OIDC_COOKIE_KEYS: key ${index + 1} of ${env.OIDC_COOKIE_KEYS.length} is ${bytes} bytes; ` +
            `replace it with a random secret of at least ${MIN_COOKIE_KEY_BYTES} bytes`,
        );
      }
    });
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
