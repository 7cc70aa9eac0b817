/**
 * A reset link is a credential: it may reach the log only on a developer's laptop (no mailer
 * there). In staging and production the request is logged, the link never.
 */
import { passwordResetTokens } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.js';
import { captureLogs } from '../testing/capture-logs.js';
import { CookieJar, seedUser, submitForm } from '../testing/oidc-test-client.js';

describe.each(testDatabaseTargets())('password reset links in the log on %s', (target) => {
  /** Asks for a reset link in a server of this APP_ENV; returns what the server logged. */
  async function requestResetLink(appEnv: string) {
    const logs = captureLogs('trace');
    const server = await buildTestApp({ target, env: { APP_ENV: appEnv }, logger: logs.logger });
    try {
      const user = await seedUser(server.database.db);
      const response = await submitForm(new CookieJar(), `${server.baseUrl}/identity/forgot-password`, {
        email: user.email,
      });
      expect(response.status).toBe(200);
      // The link exists (its hash is stored); only where it is written differs.
      const tokens = await server.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.uid));
      expect(tokens).toHaveLength(1);
      return logs.text();
    } finally {
      await server.close();
    }
  }

  it.each(['production', 'staging'])('%s logs the request but never the link', async (appEnv) => {
    const log = await requestResetLink(appEnv);
    expect(log).toContain('password reset requested, but no mailer is configured');
    expect(log).not.toContain('reset-password');
    expect(log).not.toContain('token=');
    expect(log).not.toContain('resetLink');
  });

  it('development logs the link (the capture sees what a terminal would)', async () => {
    const log = await requestResetLink('development');
    expect(log).toMatch(/"resetLink":"http:\/\/127\.0\.0\.1:\d+\/identity\/reset-password\?token=[\w-]{43}"/);
  });
});
