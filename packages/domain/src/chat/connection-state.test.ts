import { describe, it, expect } from 'vitest';
import { CHAT_CONNECTION_STATES, getConnectionStateLabel, planChatSend } from './connection-state.js';

describe('getConnectionStateLabel', () => {
  it.each([
    ['connected', 'Connected'],
    ['authenticating', 'Authenticating...'],
    ['authenticated', 'Live (authenticated)'],
    ['connecting', 'Connecting...'],
    ['reconnecting', 'Reconnecting...'],
    ['auth_failed', 'Auth Failed'],
    ['disconnected', 'Offline'],
    ['error', 'Offline'],
    ['', 'Offline'],
    ['CONNECTED', 'Offline'],
  ])('%j → %j', (state, label) => {
    expect(getConnectionStateLabel(state)).toBe(label);
  });
});

describe('planChatSend', () => {
  const ready = { hasConsent: true, isWaitingForResponse: false };
  it('sends when authenticated and connects first when disconnected', () => {
    expect(planChatSend({ ...ready, connectionState: 'authenticated' })).toEqual({ kind: 'send' });
    expect(planChatSend({ ...ready, connectionState: 'disconnected' })).toEqual({
      kind: 'connect-then-send',
    });
  });
  it.each(CHAT_CONNECTION_STATES.filter((s) => s !== 'authenticated' && s !== 'disconnected'))(
    'fails with "WebSocket not connected" in state %s',
    (connectionState) => {
      expect(planChatSend({ ...ready, connectionState })).toEqual({
        kind: 'failed',
        error: 'WebSocket not connected',
      });
    },
  );
  it('is blocked without consent or while waiting, whatever the state', () => {
    expect(planChatSend({ ...ready, hasConsent: false, connectionState: 'authenticated' })).toEqual({
      kind: 'blocked',
      reason: 'no-consent',
    });
    expect(planChatSend({ ...ready, isWaitingForResponse: true, connectionState: 'authenticated' })).toEqual({
      kind: 'blocked',
      reason: 'waiting-for-response',
    });
  });
});
