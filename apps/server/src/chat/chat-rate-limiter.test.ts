import { describe, expect, it } from 'vitest';
import { createChatRateLimiter } from './chat-rate-limiter.js';

describe('createChatRateLimiter', () => {
  it('allows `perMinute` messages in any sliding minute, per user', () => {
    let now = 0;
    const limiter = createChatRateLimiter(2, () => now);
    expect(limiter.tryAcquire('a')).toBe(true);
    now = 30_000;
    expect(limiter.tryAcquire('a')).toBe(true);
    expect(limiter.tryAcquire('a')).toBe(false);
    expect(limiter.tryAcquire('b')).toBe(true);
    // The first message leaves the window a minute after it was sent, not at a fixed boundary.
    now = 59_999;
    expect(limiter.tryAcquire('a')).toBe(false);
    now = 60_000;
    expect(limiter.tryAcquire('a')).toBe(true);
    expect(limiter.tryAcquire('a')).toBe(false);
  });

  it('does not count refused messages', () => {
    let now = 0;
    const limiter = createChatRateLimiter(1, () => now);
    expect(limiter.tryAcquire('a')).toBe(true);
    now = 50_000;
    expect(limiter.tryAcquire('a')).toBe(false);
    now = 60_000;
    expect(limiter.tryAcquire('a')).toBe(true);
  });
});
