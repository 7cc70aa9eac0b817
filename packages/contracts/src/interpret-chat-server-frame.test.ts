import { describe, it, expect } from 'vitest';
import { interpretChatServerFrame, readChatServerFrame } from './interpret-chat-server-frame.js';

const frame = (value: unknown) => JSON.stringify(value);

describe('interpretChatServerFrame', () => {
  it('ignores welcome', () => {
    expect(interpretChatServerFrame(frame({ type: 'welcome', message: 'Hello there' }))).toEqual({
      kind: 'ignore',
    });
  });

  it('reads typing with or without text', () => {
    expect(interpretChatServerFrame(frame({ type: 'typing' }))).toEqual({ kind: 'typing', message: null });
    expect(interpretChatServerFrame(frame({ type: 'typing', message: 'Thinking…' }))).toEqual({
      kind: 'typing',
      message: 'Thinking…',
    });
  });

  it('takes chunk text from data, and only from data', () => {
    expect(interpretChatServerFrame(frame({ type: 'chunk', data: 'Start ' }))).toEqual({
      kind: 'chunk',
      text: 'Start ',
    });
    expect(interpretChatServerFrame(frame({ type: 'chunk', message: 'not here' }))).toEqual({
      kind: 'chunk',
      text: '',
    });
    expect(interpretChatServerFrame(frame({ type: 'chunk', data: 42 }))).toEqual({ kind: 'chunk', text: '' });
  });

  it('reads complete, with the full text when sent', () => {
    expect(interpretChatServerFrame(frame({ type: 'complete' }))).toEqual({
      kind: 'complete',
      content: null,
    });
    expect(interpretChatServerFrame(frame({ type: 'complete', data: 'Full answer' }))).toEqual({
      kind: 'complete',
      content: 'Full answer',
    });
  });

  it('reads error message and code', () => {
    expect(interpretChatServerFrame(frame({ type: 'error', message: 'Rate limited', code: 429 }))).toEqual({
      kind: 'error',
      message: 'Rate limited',
      code: 429,
    });
    expect(interpretChatServerFrame(frame({ type: 'error', message: 'Bad', code: 'E_BAD' }))).toMatchObject({
      code: 'E_BAD',
    });
  });

  it.each([
    { type: 'error' },
    { type: 'error', message: '' },
    { type: 'error', message: '   ' },
    { type: 'error', message: 7 },
  ])('falls back to the generic error text for %j', (value) => {
    expect(interpretChatServerFrame(frame(value))).toEqual({
      kind: 'error',
      message: 'An error occurred. Please try again.',
      code: null,
    });
  });

  it('keeps the inactivity timeout silent', () => {
    expect(
      interpretChatServerFrame(frame({ type: 'error', message: 'Connection timeout due to inactivity' })),
    ).toEqual({
      kind: 'inactivity-timeout',
    });
  });

  it('turns "Analyzing NFL data" into loading only, in a plain message or a typing frame', () => {
    expect(interpretChatServerFrame(frame({ message: 'Analyzing NFL data...' }))).toEqual({
      kind: 'analyzing',
    });
    expect(interpretChatServerFrame(frame({ type: 'status', content: '🔍 Analyzing NFL data' }))).toEqual({
      kind: 'analyzing',
    });
    expect(interpretChatServerFrame(frame({ type: 'typing', message: 'Analyzing NFL data' }))).toEqual({
      kind: 'analyzing',
    });
    expect(interpretChatServerFrame('Analyzing NFL data')).toEqual({ kind: 'analyzing' });
  });

  it('treats other frames as plain messages from message, content or response, in that order', () => {
    expect(interpretChatServerFrame(frame({ type: 'answer', message: 'A', content: 'B' }))).toEqual({
      kind: 'message',
      content: 'A',
    });
    expect(interpretChatServerFrame(frame({ content: 'B', response: 'C' }))).toEqual({
      kind: 'message',
      content: 'B',
    });
    expect(interpretChatServerFrame(frame({ response: 'C' }))).toEqual({ kind: 'message', content: 'C' });
    expect(interpretChatServerFrame(frame({ message: '', response: 'C' }))).toEqual({
      kind: 'message',
      content: 'C',
    });
  });

  it('ignores a plain frame with no text (e.g. pong)', () => {
    expect(interpretChatServerFrame(frame({ type: 'pong' }))).toEqual({ kind: 'ignore' });
  });

  it('shows unparseable text as plain content', () => {
    expect(interpretChatServerFrame('Hello, not JSON')).toEqual({
      kind: 'message',
      content: 'Hello, not JSON',
    });
    expect(interpretChatServerFrame('{"type": "chunk"')).toEqual({
      kind: 'message',
      content: '{"type": "chunk"',
    });
  });

  it('shows JSON that is not an object as text', () => {
    expect(interpretChatServerFrame('"quoted"')).toEqual({ kind: 'message', content: 'quoted' });
    expect(interpretChatServerFrame('42')).toEqual({ kind: 'message', content: '42' });
    expect(interpretChatServerFrame('[1,2]')).toEqual({ kind: 'message', content: '[1,2]' });
  });

  it('ignores empty and blank frames', () => {
    expect(interpretChatServerFrame('')).toEqual({ kind: 'ignore' });
    expect(interpretChatServerFrame('   ')).toEqual({ kind: 'ignore' });
    expect(interpretChatServerFrame('null')).toEqual({ kind: 'message', content: 'null' });
  });
});

describe('readChatServerFrame', () => {
  it('reads the session id of welcome, typing and complete, and marks the welcome', () => {
    expect(readChatServerFrame(frame({ type: 'welcome', sessionId: 's1' }))).toEqual({
      action: { kind: 'ignore' },
      sessionId: 's1',
      isWelcome: true,
    });
    expect(readChatServerFrame(frame({ type: 'typing', sessionId: 's2' }))).toMatchObject({
      action: { kind: 'typing', message: null },
      sessionId: 's2',
      isWelcome: false,
    });
    expect(readChatServerFrame(frame({ type: 'complete', data: 'x', sessionId: 's3' })).sessionId).toBe('s3');
  });

  it('has no session id for other frames, odd ids or plain text', () => {
    expect(readChatServerFrame(frame({ type: 'chunk', data: 'x', sessionId: 's' })).sessionId).toBeNull();
    expect(readChatServerFrame(frame({ type: 'welcome', sessionId: 42 })).sessionId).toBeNull();
    expect(readChatServerFrame('not json')).toEqual({
      action: { kind: 'message', content: 'not json' },
      sessionId: null,
      isWelcome: false,
    });
  });
});
