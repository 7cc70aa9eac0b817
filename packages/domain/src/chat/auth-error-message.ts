import {
  AUTH_ENDED_MESSAGE,
  AUTH_EXPIRED_MESSAGE,
  AUTH_FAILED_MESSAGE,
  AUTH_TIMED_OUT_MESSAGE,
} from './chat-error-messages.js';

/**
 * The system message for a chat auth error (spec 2 §8), checked in the spec's order:
 * contains "timeout" → timed out; "Authentication failed" → failed; "token" → expired; else ended.
 * Matching is case-insensitive ("Token expired" is still a token problem). Order matters:
 * "Authentication timeout" is a timeout, not a failure.
 */
export function getAuthErrorMessage(reason: string | null | undefined): string {
  const text = (reason ?? '').toLowerCase();
  if (text.includes('timeout')) return AUTH_TIMED_OUT_MESSAGE;
  if (text.includes('authentication failed')) return AUTH_FAILED_MESSAGE;
  if (text.includes('token')) return AUTH_EXPIRED_MESSAGE;
  return AUTH_ENDED_MESSAGE;
}
