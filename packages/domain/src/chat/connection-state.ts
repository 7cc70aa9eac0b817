import { SOCKET_NOT_CONNECTED_ERROR } from './chat-error-messages.js';

/** Chat socket connection states (spec 2 §4); the store starts at disconnected. */
export const CHAT_CONNECTION_STATES = [
  'disconnected',
  'connecting',
  'connected',
  'authenticating',
  'authenticated',
  'reconnecting',
  'auth_failed',
  'error',
] as const;
export type ChatConnectionState = (typeof CHAT_CONNECTION_STATES)[number];
export const DEFAULT_CHAT_CONNECTION_STATE: ChatConnectionState = 'disconnected';

function isChatConnectionState(value: unknown): value is ChatConnectionState {
  return typeof value === 'string' && (CHAT_CONNECTION_STATES as readonly string[]).includes(value);
}

/** Text of the connection indicator (spec 2 §2); "Offline" for disconnected, error and anything unknown. */
export function getConnectionStateLabel(state: string): string {
  if (!isChatConnectionState(state)) return 'Offline';
  switch (state) {
    case 'connected':
      return 'Connected';
    case 'authenticating':
      return 'Authenticating...';
    case 'authenticated':
      return 'Live (authenticated)';
    case 'connecting':
      return 'Connecting...';
    case 'reconnecting':
      return 'Reconnecting...';
    case 'auth_failed':
      return 'Auth Failed';
    case 'disconnected':
    case 'error':
      return 'Offline';
  }
}

interface ChatSendContext {
  readonly connectionState: ChatConnectionState;
  readonly hasConsent: boolean;
  readonly isWaitingForResponse: boolean;
}

/** How a send proceeds (spec 2 §4 "Sending"). */
type ChatSendPlan =
  | { readonly kind: 'send' }
  /** Disconnected: connect (and authenticate) first, then send. */
  | { readonly kind: 'connect-then-send' }
  | { readonly kind: 'blocked'; readonly reason: 'no-consent' | 'waiting-for-response' }
  /** Any in-between or failed state: the send fails with "WebSocket not connected". */
  | { readonly kind: 'failed'; readonly error: string };

/**
 * Sending is allowed only with consent, when not already waiting for a reply, and when the socket is
 * authenticated (send now) or disconnected (connect first); any other state fails the send.
 */
export function planChatSend(context: ChatSendContext): ChatSendPlan {
  if (!context.hasConsent) return { kind: 'blocked', reason: 'no-consent' };
  if (context.isWaitingForResponse) return { kind: 'blocked', reason: 'waiting-for-response' };
  switch (context.connectionState) {
    case 'authenticated':
      return { kind: 'send' };
    case 'disconnected':
      return { kind: 'connect-then-send' };
    case 'connecting':
    case 'connected':
    case 'authenticating':
    case 'reconnecting':
    case 'auth_failed':
    case 'error':
      return { kind: 'failed', error: SOCKET_NOT_CONNECTED_ERROR };
  }
}
