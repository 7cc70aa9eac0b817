import { describe, expect, it } from 'vitest';
import { getChatSocketIdentity, resolveChatSocketUrl } from './chat-socket-target.js';

describe('resolveChatSocketUrl', () => {
  it.each([
    ['/ws/chat', 'http://127.0.0.1:8080/fantasy/ai', 'ws://127.0.0.1:8080/ws/chat'],
    ['/ws/chat', 'https://all22.example/', 'wss://all22.example/ws/chat'],
    ['https://chat.example/socket', 'http://localhost/', 'wss://chat.example/socket'],
    ['http://chat.example/socket', 'https://x/', 'ws://chat.example/socket'],
    ['wss://chat.example/s?x=1', 'http://localhost/', 'wss://chat.example/s?x=1'],
  ])('%s on %s → %s', (configured, page, expected) => {
    expect(resolveChatSocketUrl(configured, page)).toBe(expected);
  });

  it.each(['', '  ', 'ftp://chat.example', 'http://[bad'])('is null (feature off) for %j', (configured) => {
    expect(resolveChatSocketUrl(configured, 'http://localhost/')).toBeNull();
  });
});

describe('getChatSocketIdentity', () => {
  it('needs a UID, then a token (spec 2 §8 texts)', () => {
    expect(getChatSocketIdentity({ uid: null, accessToken: 't', isAuthDisabled: false })).toEqual({
      ok: false,
      error: 'No user UID available for WebSocket connection',
    });
    expect(getChatSocketIdentity({ uid: 'u1', accessToken: null, isAuthDisabled: false })).toEqual({
      ok: false,
      error: 'No access token available',
    });
    expect(getChatSocketIdentity({ uid: 'u1', accessToken: 't', isAuthDisabled: false })).toEqual({
      ok: true,
      uid: 'u1',
      token: 't',
    });
  });

  it('uses the local identity when auth is off', () => {
    expect(getChatSocketIdentity({ uid: null, accessToken: null, isAuthDisabled: true })).toEqual({
      ok: true,
      uid: 'local',
      token: 'local',
    });
  });
});
