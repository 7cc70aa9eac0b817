import type { AppConfig } from '@all22/contracts';
import { getChatSocketIdentity, resolveChatSocketUrl } from '@all22/domain';
import type { Session } from '../../../lib/session/session';
import { ChatSocketClient } from './chat-socket-client';
import { ChatStore } from './chat-store';
import { createLocalChatStorage } from './chat-storage';
import { documentConsent } from './consent-cookie';

// One store per session object: the panel and the page share the conversation and the socket.
const stores = new WeakMap<Session, ChatStore>();

/**
 * The visit's chat store, made on first use: its socket at CHAT_SOCKET_URL (a console warning and
 * no socket when unset, spec 2 §8), authenticated with the session's current access token.
 */
export function getChatStore(session: Session, config: AppConfig): ChatStore {
  const existing = stores.get(session);
  if (existing) return existing;
  const url = resolveChatSocketUrl(config.chatSocketUrl, window.location.href);
  if (url === null)
    console.warn('Fantasy AI: no chat socket URL is configured (CHAT_SOCKET_URL); the chat is off.');
  const store = new ChatStore({
    storage: createLocalChatStorage(),
    consent: documentConsent,
    createClient: (callbacks) =>
      url === null
        ? null
        : new ChatSocketClient({
            url,
            ...callbacks,
            getToken: () => {
              const { account, accessToken } = session.getSnapshot();
              const identity = getChatSocketIdentity({
                uid: account?.UID ?? null,
                accessToken,
                isAuthDisabled: !config.authEnabled,
              });
              return identity.ok ? { ok: true, token: identity.token } : identity;
            },
          }),
  });
  stores.set(session, store);
  let token = session.getSnapshot().accessToken;
  session.subscribe(() => {
    const next = session.getSnapshot().accessToken;
    if (next === token) return;
    token = next;
    store.refreshAuth();
  });
  return store;
}
