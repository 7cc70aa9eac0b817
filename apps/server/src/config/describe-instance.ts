import type { ServerConfig } from './load-config.js';

/**
 * The start banner's line saying what kind of instance this is, so nobody mistakes a laptop's
 * server (demo accounts with a published password, reset links in the log) for a real one.
 */
export function describeInstance(config: ServerConfig): string {
  switch (config.env.APP_ENV) {
    case 'development':
      return (
        '  DEVELOPMENT instance (APP_ENV=development): demo accounts, password reset links in the log, ' +
        'http allowed. Not for real users.'
      );
    case 'staging':
      return `  Staging instance (APP_ENV=staging) for ${config.publicUrl}: no demo accounts.`;
    case 'production':
      return `  Production instance (APP_ENV=production) for ${config.publicUrl}.`;
  }
}
