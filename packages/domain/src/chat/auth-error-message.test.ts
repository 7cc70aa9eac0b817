import { describe, it, expect } from 'vitest';
import { getAuthErrorMessage } from './auth-error-message.js';

const TIMED_OUT = 'Your session has timed out. Please refresh and log in again to continue using Fantasy AI.';
const FAILED = 'Authentication failed. Please refresh and log in again to continue using Fantasy AI.';
const EXPIRED = 'Your session has expired. Please refresh and log in again to continue using Fantasy AI.';
const ENDED = 'Your session has ended. Please refresh and log in again to continue using Fantasy AI.';

describe('getAuthErrorMessage', () => {
  it.each([
    ['Authentication timeout', TIMED_OUT],
    ['Connection timeout', TIMED_OUT],
    ['TIMEOUT', TIMED_OUT],
    ['Authentication failed', FAILED],
    ['authentication failed: bad signature', FAILED],
    ['Invalid token', EXPIRED],
    ['Token expired', EXPIRED],
    // the spec's order: timeout wins over the other two, failed over token
    ['Authentication failed: token timeout', TIMED_OUT],
    ['Authentication failed: token invalid', FAILED],
    ['Authentication', ENDED],
    ['Socket closed', ENDED],
    ['', ENDED],
    [null, ENDED],
    [undefined, ENDED],
  ])('%j → its message', (reason, expected) => {
    expect(getAuthErrorMessage(reason)).toBe(expected);
  });
});
