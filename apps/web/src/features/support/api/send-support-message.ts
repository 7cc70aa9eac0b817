import {
  type AppConfig,
  type SupportMessageRequest,
  type SupportMessageResponse,
  supportMessageResponseSchema,
} from '@all22/contracts';
import { type ApiAuth, apiPost } from '../../../lib/api-client';

/** POST /api/support/messages: stores a contact message and answers its reference. */
export function sendSupportMessage(
  config: AppConfig,
  auth: ApiAuth,
  message: SupportMessageRequest,
): Promise<SupportMessageResponse> {
  return apiPost('/api/support/messages', message, supportMessageResponseSchema, {
    auth,
    baseUrl: config.apiBaseUrl,
  });
}
