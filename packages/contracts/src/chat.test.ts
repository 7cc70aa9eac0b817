import { describe, it, expect } from 'vitest';
import { chatClientFrameSchema, chatServerFrameSchema } from './chat.js';

describe('chatClientFrameSchema', () => {
  it.each([
    { type: 'auth', token: 'access-token' },
    { type: 'ping' },
    { message: 'Start Mahomes or Allen?' },
    { message: 'Who else?', newSession: true, sessionId: 'session-1' },
  ])('accepts %j', (frame) => {
    expect(chatClientFrameSchema.parse(frame)).toEqual(frame);
  });

  it.each([
    { type: 'auth' },
    { type: 'auth', token: '' },
    { type: 'ping', token: 'x' },
    { type: 'chat', message: 'hi' },
    { message: '   ' },
    { message: 'x'.repeat(2001) },
    { message: 'hi', newSession: 'yes' },
    {},
  ])('refuses %j', (frame) => {
    expect(chatClientFrameSchema.safeParse(frame).success).toBe(false);
  });

  it('takes a message of 2000 characters, the send limit', () => {
    expect(chatClientFrameSchema.safeParse({ message: 'x'.repeat(2000) }).success).toBe(true);
  });
});

describe('chatServerFrameSchema', () => {
  it('reads the fields the spec names', () => {
    expect(chatServerFrameSchema.parse({ type: 'chunk', data: 'Start ' })).toEqual({
      type: 'chunk',
      data: 'Start ',
    });
    expect(chatServerFrameSchema.parse({ type: 'error', message: 'Rate limited', code: 429 })).toEqual({
      type: 'error',
      message: 'Rate limited',
      code: 429,
    });
  });

  it('refuses a type the protocol does not have', () => {
    expect(chatServerFrameSchema.safeParse({ type: 'pong' }).success).toBe(false);
  });
});
