import {
  AUTH_ENDED_MESSAGE,
  AUTH_EXPIRED_MESSAGE,
  AUTH_FAILED_MESSAGE,
  AUTH_TIMED_OUT_MESSAGE,
  CHAT_CONNECTION_ERROR_MESSAGE,
  type ChatConnectionState,
  restoreConversation,
} from '@all22/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startChatSocketServer, TestWebSocket } from '../../../testing/chat-socket-server';
import { ChatSocketClient, type ChatSocketLimits, type TabVisibility } from './chat-socket-client';
import { ChatStore } from './chat-store';
import { CHAT_STORAGE_KEY, createLocalChatStorage } from './chat-storage';

// The spec's timings shortened 50×–1000×, so reconnection and timeouts run in milliseconds.
const FAST: ChatSocketLimits = {
  maxReconnectAttempts: 5,
  reconnectBaseDelayMs: 10,
  reconnectMaxDelayMs: 40,
  heartbeatIntervalMs: 40,
  authTimeoutMs: 150,
  connectTimeoutMs: 500,
};

let server: Awaited<ReturnType<typeof startChatSocketServer>>;
const stores: ChatStore[] = [];

function visibility(initial = true) {
  let isVisible = initial;
  const listeners = new Set<() => void>();
  const tab: TabVisibility = {
    isVisible: () => isVisible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    tab,
    set(visible: boolean) {
      isVisible = visible;
      for (const listener of listeners) listener();
    },
  };
}

function createStore({ token: initialToken = 'good', tab = visibility().tab, consent = true } = {}) {
  let token = initialToken;
  const states: ChatConnectionState[] = [];
  const store = new ChatStore({
    storage: createLocalChatStorage(),
    consent: { read: () => consent, give: () => undefined },
    createClient: (callbacks) =>
      new ChatSocketClient({
        url: server.url,
        createSocket: (url) => new TestWebSocket(url),
        limits: FAST,
        visibility: tab,
        getToken: () =>
          token === '' ? { ok: false, error: 'No access token available' } : { ok: true, token },
        ...callbacks,
        onStateChange: (state) => {
          states.push(state);
          callbacks.onStateChange(state);
        },
      }),
  });
  stores.push(store);
  return {
    store,
    states,
    chat: () => store.getSnapshot().chat,
    setToken: (next: string) => {
      token = next;
    },
  };
}

const until = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 3000, interval: 5 });
const messagesOf = (store: ChatStore) => store.getSnapshot().chat.conversation.messages;
const userFrames = () => server.received.filter((frame) => 'message' in frame);

beforeEach(async () => {
  localStorage.clear();
  // Failed connections are reported on the console (the error handler); the tests read the chat.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server = await startChatSocketServer();
});

afterEach(async () => {
  for (const store of stores.splice(0)) store.dispose();
  await server.close();
});

describe('ChatStore over a real socket (spec 2 §4)', () => {
  it('authenticates, queues the first question until the welcome, and streams the reply', async () => {
    const { store, states, chat } = createStore();
    expect(store.getSnapshot().connectionState).toBe('disconnected');
    expect(store.send('Who leads in rushing?')).toBe(true);
    expect(chat().isWaitingForResponse).toBe(true);
    await until(() => !chat().isWaitingForResponse);
    expect(states).toEqual(['connecting', 'connected', 'authenticating', 'authenticated']);
    expect(server.received.slice(0, 2)).toEqual([
      { type: 'auth', token: 'good' },
      { message: 'Who leads in rushing?' },
    ]);
    expect(messagesOf(store).map((message) => [message.type, message.content])).toEqual([
      ['user', 'Who leads in rushing?'],
      ['assistant', 'You asked: Who leads in rushing?. See [the player](/players/player/123).'],
    ]);
    expect(chat().sessionId).toBe('session-1');
    expect(chat().conversation.title).toBe('Who leads in rushing?');

    // Later messages carry the session; after New chat the next one asks for a new session.
    store.send('And passing?');
    await until(() => userFrames().length === 2);
    expect(userFrames()[1]).toEqual({ message: 'And passing?', sessionId: 'session-1' });
    await until(() => !chat().isWaitingForResponse);
    store.newChat();
    expect(chat().showIntroCard).toBe(true);
    store.send('Fresh start');
    await until(() => !chat().isWaitingForResponse);
    expect(userFrames()[2]).toEqual({ message: 'Fresh start', newSession: true });
    expect(chat().sessionId).toBe('session-new-1');
    store.send('Again');
    await until(() => userFrames().length === 4);
    expect(userFrames()[3]).toEqual({ message: 'Again', sessionId: 'session-new-1' });
  });

  it('sends a renewed token on the open socket, and stays authenticated', async () => {
    const { store, setToken } = createStore();
    store.ensureConnected();
    await until(() => store.getSnapshot().connectionState === 'authenticated');
    setToken('renewed');
    store.refreshAuth();
    await until(() => server.received.some((frame) => frame.token === 'renewed'));
    expect(server.received.filter((frame) => frame.type === 'auth')).toEqual([
      { type: 'auth', token: 'good' },
      { type: 'auth', token: 'renewed' },
    ]);
    expect(store.getSnapshot().connectionState).toBe('authenticated');
    expect(messagesOf(store)).toEqual([]);
  });

  it('regenerate asks the previous question again', async () => {
    const { store, chat } = createStore();
    store.send('Start Allen?');
    await until(() => !chat().isWaitingForResponse && messagesOf(store).length === 2);
    store.regenerate(messagesOf(store)[1]!.id);
    await until(() => messagesOf(store).length === 4 && !chat().isWaitingForResponse);
    expect(userFrames().map((frame) => frame.message)).toEqual(['Start Allen?', 'Start Allen?']);
  });

  it('shows a refused token once as the auth system message, and no reconnection follows', async () => {
    const { store } = createStore({ token: 'bad' });
    store.send('q');
    await until(() => store.getSnapshot().connectionState === 'auth_failed');
    const system = messagesOf(store).filter((message) => message.isAuthError);
    expect(system.map((message) => [message.type, message.content])).toEqual([
      ['system', AUTH_FAILED_MESSAGE],
    ]);
    expect(store.getSnapshot().chat.isWaitingForResponse).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.received.filter((frame) => frame.type === 'auth')).toHaveLength(1);
    // New chat clears it.
    store.newChat();
    expect(messagesOf(store)).toEqual([]);
  });

  it('a missing token is an auth error too ("session has expired")', async () => {
    const { store } = createStore({ token: '' });
    store.ensureConnected();
    await until(() => store.getSnapshot().connectionState === 'auth_failed');
    expect(messagesOf(store).map((message) => message.content)).toEqual([AUTH_EXPIRED_MESSAGE]);
  });

  it('gives auth_failed and the timed-out message when no welcome comes in time', async () => {
    server.setScript(() => undefined);
    const { store } = createStore();
    store.ensureConnected();
    await until(() => store.getSnapshot().connectionState === 'auth_failed');
    expect(messagesOf(store).map((message) => message.content)).toEqual([AUTH_TIMED_OUT_MESSAGE]);
  });

  it('shows the connection error when the first connection fails, and sends then fail', async () => {
    await server.close();
    const { store } = createStore();
    store.send('q');
    await until(() => store.getSnapshot().connectionState === 'error');
    expect(messagesOf(store).at(-1)).toMatchObject({ content: CHAT_CONNECTION_ERROR_MESSAGE, isError: true });
    store.send('again');
    expect(messagesOf(store).map((message) => message.content)).toEqual([
      'q',
      CHAT_CONNECTION_ERROR_MESSAGE,
      'again',
      CHAT_CONNECTION_ERROR_MESSAGE,
    ]);
    server = await startChatSocketServer();
  });

  it('reconnects after a dropped socket and answers again', async () => {
    const { store, states, chat } = createStore();
    store.send('one');
    await until(() => !chat().isWaitingForResponse);
    server.dropAll();
    await until(() => states.includes('reconnecting'));
    await until(() => store.getSnapshot().connectionState === 'authenticated');
    expect(server.received.filter((frame) => frame.type === 'auth')).toHaveLength(2);
    store.send('two');
    await until(() => !chat().isWaitingForResponse && messagesOf(store).length === 4);
    expect(messagesOf(store).some((message) => message.isAuthError || message.isError)).toBe(false);
  });

  it('gives up after 5 attempts: state error and "session has ended"', async () => {
    const { store, states } = createStore();
    store.ensureConnected();
    await until(() => store.getSnapshot().connectionState === 'authenticated');
    // The server goes away: every attempt is refused.
    await server.close();
    await until(() => store.getSnapshot().connectionState === 'error');
    expect(states.filter((state) => state === 'reconnecting').length).toBeGreaterThanOrEqual(1);
    expect(messagesOf(store).map((message) => message.content)).toEqual([AUTH_ENDED_MESSAGE]);
    server = await startChatSocketServer();
  });

  it('stops silently after the inactivity timeout, and the next send connects again', async () => {
    const { store, chat } = createStore();
    store.ensureConnected();
    await until(() => store.getSnapshot().connectionState === 'authenticated');
    server.closeAllWith({ type: 'error', message: 'Connection timeout due to inactivity' });
    await until(() => store.getSnapshot().connectionState === 'disconnected');
    expect(messagesOf(store)).toEqual([]);
    expect(chat().isLoading).toBe(false);
    expect(server.received.filter((frame) => frame.type === 'auth')).toHaveLength(1);
    store.send('back again');
    await until(() => messagesOf(store).length === 2 && !chat().isWaitingForResponse);
    expect(server.received.filter((frame) => frame.type === 'auth')).toHaveLength(2);
  });

  it('pings every heartbeat while the tab is visible, and not while hidden', async () => {
    const tab = visibility();
    const { store } = createStore({ tab: tab.tab });
    store.ensureConnected();
    await until(() => store.getSnapshot().connectionState === 'authenticated');
    const pings = () => server.received.filter((frame) => frame.type === 'ping').length;
    await until(() => pings() >= 2);
    tab.set(false);
    const hiddenAt = pings();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(pings()).toBeLessThanOrEqual(hiddenAt + 1);
    tab.set(true);
    await until(() => pings() >= hiddenAt + 2);
  });
});

describe('ChatStore persistence (spec 2 §4)', () => {
  it('saves after every change without error or streaming messages, and restores under 6 hours', async () => {
    const { store, chat } = createStore();
    store.send('Saved question');
    await until(() => !chat().isWaitingForResponse);
    const saved = JSON.parse(localStorage.getItem(CHAT_STORAGE_KEY) ?? 'null') as {
      id?: string;
      messages: unknown[];
    };
    expect(saved.messages).toHaveLength(2);
    expect(saved.id).toBe('session-1');
    const restored = createStore().store;
    expect(messagesOf(restored).map((message) => message.content)).toEqual(
      messagesOf(store).map((m) => m.content),
    );
    expect(restored.getSnapshot().chat.sessionId).toBeNull();
    expect(restoreConversation(saved, Date.now() + 6 * 3600_000)).toBeNull();
  });

  it('clears a saved chat 6 hours old, and survives unreadable storage', () => {
    localStorage.setItem(
      CHAT_STORAGE_KEY,
      JSON.stringify({ savedAt: Date.now() - 6 * 3600_000, title: 'Old', createdAt: 0, messages: [] }),
    );
    expect(messagesOf(createStore().store)).toEqual([]);
    expect(localStorage.getItem(CHAT_STORAGE_KEY)).toBeNull();
    localStorage.setItem(CHAT_STORAGE_KEY, '{not json');
    expect(messagesOf(createStore().store)).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(
      'Fantasy AI: the saved chat could not be restored',
      expect.any(SyntaxError),
    );
  });
});
