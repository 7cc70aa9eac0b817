import { buildChatAdImpressionUrl, type ChatAdSlot } from '@all22/domain';
import { normalizeError } from '../../../lib/errors';

/**
 * Counts one showing of the chat with the ad server (spec 2 §7): a GET without CORS or
 * credentials, when AD_SERVER_URL is set. A failure goes to the error handler (the console) and
 * never reaches the chat.
 */
export function sendChatAdImpression(
  config: { readonly adServerUrl: string; readonly appEnv: string },
  slot: ChatAdSlot,
  fetchImpl: typeof fetch = fetch,
): void {
  const url = buildChatAdImpressionUrl({ ...config, slot, random: Math.random() });
  if (url === null) return;
  const report = (error: unknown) =>
    console.error(`Fantasy AI: the ad impression failed: ${normalizeError(error).message}`);
  try {
    fetchImpl(url, { method: 'GET', mode: 'no-cors', credentials: 'omit', cache: 'no-store' }).catch(report);
  } catch (error) {
    report(error);
  }
}
