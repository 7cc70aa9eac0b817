import { PRODUCTION_APP_ENV } from '../access/environment.js';

/** Where the chat's ad shows (spec 2 §7): beside the page in the side panel, or on the full page. */
export type ChatAdSlot = 'right_panel' | 'full_page';

/** The ad unit of the Fantasy AI chat's impressions, and the page key-value it reports. */
export const CHAT_AD_UNIT = '/all22/fantasy-ai';
export const CHAT_AD_PAGE = 'fantasy_ai';
/** An impression pixel's size. */
export const CHAT_AD_SIZE = '1x1';

interface ChatAdImpressionInput {
  /** AD_SERVER_URL; empty means no ad server, so no impression. */
  readonly adServerUrl: string;
  /** APP_ENV: production, staging or development. */
  readonly appEnv: string;
  readonly slot: ChatAdSlot;
  /** A random number that keeps caches from swallowing the request (the correlator). */
  readonly random: number;
}

/**
 * The ad impression request of the chat (spec 2 §7): the ad server URL with the ad unit (`iu`),
 * size 1x1 (`sz`), a random number (`c`) and the key-values (`t`, URL-encoded `key=value&…`):
 * page, environment (prod in production, stage in every lower environment) and slot.
 * Null when no ad server is configured or its URL is not an absolute http(s) URL.
 */
export function buildChatAdImpressionUrl(input: ChatAdImpressionInput): string | null {
  if (input.adServerUrl.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(input.adServerUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const keyValues = new URLSearchParams({
    page: CHAT_AD_PAGE,
    environment: input.appEnv === PRODUCTION_APP_ENV ? 'prod' : 'stage',
    slot: input.slot,
  });
  url.searchParams.set('iu', CHAT_AD_UNIT);
  url.searchParams.set('sz', CHAT_AD_SIZE);
  url.searchParams.set('c', String(Math.floor(Math.abs(input.random) * 1e16)));
  url.searchParams.set('t', keyValues.toString());
  return url.toString();
}
