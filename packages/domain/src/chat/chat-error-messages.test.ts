import { describe, it, expect } from 'vitest';
import * as messages from './chat-error-messages.js';
import { CHAT_SOCKET_LIMITS } from './chat-socket-limits.js';
import { FANTASY_AI_CONSENT_COOKIE, hasFantasyAiConsent } from './consent-cookie.js';
import * as constants from './chat-constants.js';

// These strings and numbers are requirements (spec 2 §8, §9): a typo here is a bug.
describe('chat error texts', () => {
  it('match the spec verbatim', () => {
    expect(messages.CHAT_CONNECTION_ERROR_MESSAGE).toBe(
      'A connection error occurred. Please refresh the page and try again.',
    );
    expect(messages.CHAT_GENERIC_ERROR_MESSAGE).toBe(
      "I apologize, but I'm having trouble processing your request right now. Please try again in a moment.",
    );
    expect(messages.CHAT_SERVER_ERROR_FALLBACK_MESSAGE).toBe('An error occurred. Please try again.');
    expect(messages.NO_USER_UID_ERROR).toBe('No user UID available for WebSocket connection');
    expect(messages.NO_ACCESS_TOKEN_ERROR).toBe('No access token available');
    expect(messages.SOCKET_NOT_READY_ERROR).toBe('WebSocket is not authenticated or ready');
    expect(messages.SOCKET_NOT_CONNECTED_ERROR).toBe('WebSocket not connected');
    expect([
      messages.SOCKET_AUTH_TIMEOUT_STATUS,
      messages.SOCKET_AUTH_FAILED_STATUS,
      messages.SOCKET_CONNECT_TIMEOUT_STATUS,
    ]).toEqual(['Authentication timeout', 'Authentication failed', 'Connection timeout']);
  });
});

describe('chat constants', () => {
  it('match the spec', () => {
    expect(CHAT_SOCKET_LIMITS).toEqual({
      maxReconnectAttempts: 5,
      reconnectBaseDelayMs: 1000,
      reconnectMaxDelayMs: 30000,
      heartbeatIntervalMs: 30000,
      authTimeoutMs: 10000,
      connectTimeoutMs: 10000,
    });
    expect(constants.CHAT_MAX_LENGTH).toBe(2000);
    expect(constants.CHAT_RESTORE_WINDOW_MS).toBe(21_600_000);
    expect(constants.CONVERSATION_TITLE_MAX_LENGTH).toBe(50);
  });
  it('define the consent cookie', () => {
    expect(FANTASY_AI_CONSENT_COOKIE).toMatchObject({
      name: 'fantasyAiConsent',
      maxAgeDays: 365,
      maxAgeSeconds: 31_536_000,
      path: '/',
    });
    expect(hasFantasyAiConsent('true')).toBe(true);
    for (const value of ['false', 'TRUE', '', null, undefined])
      expect(hasFantasyAiConsent(value)).toBe(false);
  });
});
