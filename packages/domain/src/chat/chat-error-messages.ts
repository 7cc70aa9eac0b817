/** Every user-facing and internal chat error text of spec 2 §8, verbatim. */

/** Assistant error shown when connecting fails. */
export const CHAT_CONNECTION_ERROR_MESSAGE =
  'A connection error occurred. Please refresh the page and try again.';
/** Shown for a generic failure or a parse error. */
export const CHAT_GENERIC_ERROR_MESSAGE =
  "I apologize, but I'm having trouble processing your request right now. Please try again in a moment.";
/** A server error frame with empty text. */
export const CHAT_SERVER_ERROR_FALLBACK_MESSAGE = 'An error occurred. Please try again.';
/** A server error with this text is silent, clears loading and stops reconnection. */
export const CHAT_INACTIVITY_TIMEOUT_MESSAGE = 'Connection timeout due to inactivity';
/** A server message containing this text only turns loading on. */
export const CHAT_ANALYZING_MARKER = 'Analyzing NFL data';

/** Auth errors, shown once as a system message. */
export const AUTH_TIMED_OUT_MESSAGE =
  'Your session has timed out. Please refresh and log in again to continue using Fantasy AI.';
export const AUTH_FAILED_MESSAGE =
  'Authentication failed. Please refresh and log in again to continue using Fantasy AI.';
export const AUTH_EXPIRED_MESSAGE =
  'Your session has expired. Please refresh and log in again to continue using Fantasy AI.';
export const AUTH_ENDED_MESSAGE =
  'Your session has ended. Please refresh and log in again to continue using Fantasy AI.';

/** Errors raised internally by the chat client. */
export const NO_USER_UID_ERROR = 'No user UID available for WebSocket connection';
export const NO_ACCESS_TOKEN_ERROR = 'No access token available';
export const SOCKET_NOT_READY_ERROR = 'WebSocket is not authenticated or ready';
export const SOCKET_NOT_CONNECTED_ERROR = 'WebSocket not connected';

/** Socket status messages. */
export const SOCKET_AUTH_TIMEOUT_STATUS = 'Authentication timeout';
export const SOCKET_AUTH_FAILED_STATUS = 'Authentication failed';
export const SOCKET_CONNECT_TIMEOUT_STATUS = 'Connection timeout';
