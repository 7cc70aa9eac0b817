import { NO_ACCESS_TOKEN_ERROR, NO_USER_UID_ERROR } from './chat-error-messages.js';

/**
 * The chat socket's absolute ws(s) URL from CHAT_SOCKET_URL and the page's address: a path
 * ("/ws/chat") is on the page's host; an http(s) URL is swapped to its ws(s) twin; a ws(s) URL is
 * kept. Null when nothing is configured or the value is not a URL, which turns the feature off
 * (spec 2 §8: only a console warning).
 */
export function resolveChatSocketUrl(configured: string, pageUrl: string): string | null {
  const value = configured.trim();
  if (value === '') return null;
  let url: URL;
  try {
    url = new URL(value, pageUrl);
  } catch {
    return null;
  }
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return null;
  return url.toString();
}

/** What the socket is opened with (spec 2 §5: a configured URL, a user UID and an access token). */
interface ChatSocketIdentity {
  /** The signed-in user's UID; with auth off, the server's one local user. */
  readonly uid: string | null;
  readonly accessToken: string | null;
  /** AUTH_ENABLED=false: there is no identity provider, and the server lets everyone in. */
  readonly isAuthDisabled: boolean;
}

/** The UID and token an auth-disabled server is sent: it needs a non-empty token and ignores it. */
export const LOCAL_CHAT_IDENTITY = { uid: 'local', accessToken: 'local' } as const;

/**
 * The UID and token to authenticate the socket with, or the internal error of spec 2 §8 naming
 * what is missing ('No user UID available for WebSocket connection', 'No access token available').
 */
export function getChatSocketIdentity(
  identity: ChatSocketIdentity,
):
  | { readonly ok: true; readonly uid: string; readonly token: string }
  | { readonly ok: false; readonly error: string } {
  if (identity.isAuthDisabled)
    return { ok: true, uid: LOCAL_CHAT_IDENTITY.uid, token: LOCAL_CHAT_IDENTITY.accessToken };
  if (!identity.uid) return { ok: false, error: NO_USER_UID_ERROR };
  if (!identity.accessToken) return { ok: false, error: NO_ACCESS_TOKEN_ERROR };
  return { ok: true, uid: identity.uid, token: identity.accessToken };
}
