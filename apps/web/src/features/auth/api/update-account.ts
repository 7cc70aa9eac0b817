import { type AccountInfo, accountInfoSchema, type AccountUpdate, type AppConfig } from '@all22/contracts';
import { type ApiAuth, apiPatch } from '../../../lib/api-client';

/** PATCH /api/account: changes the given settings (absent ones stay) and answers the whole account. */
export function updateAccount(config: AppConfig, auth: ApiAuth, update: AccountUpdate): Promise<AccountInfo> {
  return apiPatch('/api/account', update, accountInfoSchema, { auth, baseUrl: config.apiBaseUrl });
}
