import { type AccountInfo, accountInfoSchema, type AppConfig } from '@all22/contracts';
import { type ApiAuth, apiGet } from '../../../lib/api-client';

/** GET /api/account: the signed-in user's account info (profile and display settings). */
export function getAccount(config: AppConfig, auth: ApiAuth): Promise<AccountInfo> {
  return apiGet('/api/account', accountInfoSchema, { auth, baseUrl: config.apiBaseUrl });
}
