import {
  CHAT_GENERIC_ERROR_MESSAGE,
  CHAT_INACTIVITY_TIMEOUT_MESSAGE,
  CHAT_MAX_LENGTH,
  SOCKET_AUTH_TIMEOUT_STATUS,
} from '@all22/domain';

/**
 * Every error the chat socket sends, by code. The texts are chosen for the client's mapping of
 * spec 2 §8 (domain getAuthErrorMessage, checked in this order): "timeout" → timed out,
 * "Authentication failed" → failed, "token" → expired, else ended. So an expired token's text
 * names the token and does not start with "Authentication failed".
 */
export const CHAT_ERRORS = {
  AUTH_TIMEOUT: SOCKET_AUTH_TIMEOUT_STATUS,
  INVALID_TOKEN: 'Authentication failed: invalid token',
  NOT_SUBSCRIBED: 'Authentication failed: Fantasy AI needs a subscription',
  CHATBOT_OFF: 'Authentication failed: Fantasy AI is turned off',
  TOKEN_EXPIRED: 'Your access token has expired',
  WRONG_USER: 'Authentication failed: the token is for another user',
  NOT_AUTHENTICATED: 'Not authenticated: send the auth frame first',
  INACTIVITY_TIMEOUT: CHAT_INACTIVITY_TIMEOUT_MESSAGE,
  INVALID_FRAME: 'Unrecognised frame: send JSON {"type":"auth"}, {"type":"ping"} or {"message":…}',
  EMPTY_MESSAGE: 'The message is empty',
  MESSAGE_TOO_LONG: `The message is longer than ${CHAT_MAX_LENGTH} characters`,
  UNKNOWN_SESSION: 'Unknown chat session',
  RATE_LIMITED: 'You are sending messages too quickly. Please wait a minute and try again.',
  REPLY_IN_PROGRESS: 'Please wait for the current reply to finish',
  ASSISTANT_FAILED: CHAT_GENERIC_ERROR_MESSAGE,
} as const;

export type ChatErrorCode = keyof typeof CHAT_ERRORS;

/** Errors after which the server closes the socket (the client must sign in again or reconnect). */
export const CLOSING_CHAT_ERRORS: ReadonlySet<ChatErrorCode> = new Set([
  'AUTH_TIMEOUT',
  'INVALID_TOKEN',
  'NOT_SUBSCRIBED',
  'CHATBOT_OFF',
  'TOKEN_EXPIRED',
  'WRONG_USER',
  'INACTIVITY_TIMEOUT',
]);
