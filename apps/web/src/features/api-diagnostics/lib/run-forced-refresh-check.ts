import { type AppConfig, type SecuredPing, securedPingSchema } from '@all22/contracts';
import { type ApiAuth, apiGet } from '../../../lib/api-client';

/** A token the API can only refuse: the check's first request carries it to force a 401. */
export const FORCED_INVALID_TOKEN = 'forced-invalid-token';

/**
 * Calls GET /api/secured/ping through the API client with a deliberately invalid token, so the
 * client's own 401 handling runs: refresh the token, retry once (spec 1 §5, §8). Each step is
 * reported as it happens; resolves to the retried answer or rejects with the normalised error.
 */
export function runForcedRefreshCheck(
  config: AppConfig,
  session: ApiAuth,
  report: (step: string) => void,
): Promise<SecuredPing> {
  const forcing: ApiAuth = {
    getSnapshot: () => ({ accessToken: FORCED_INVALID_TOKEN }),
    async refreshAccessToken() {
      report('The API answered 401 to the invalid token: refreshing the token.');
      const token = await session.refreshAccessToken();
      report(
        token === null
          ? 'The refresh brought no token.'
          : 'A new token came back: retrying the request once.',
      );
      return token;
    },
    markRefreshFailed() {
      report('Marked the refresh as failed: the app shows "API Refresh Failed. Try to reload."');
      session.markRefreshFailed();
    },
  };
  report('GET /api/secured/ping with a deliberately invalid token.');
  return apiGet('/api/secured/ping', securedPingSchema, { auth: forcing, baseUrl: config.apiBaseUrl });
}
