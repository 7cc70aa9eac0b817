import { describe, it, expect } from 'vitest';
import { interpretServerFrame } from './interpret-server-frame.js';

const frame = (value: unknown) => JSON.stringify(value);

describe('interpretServerFrame', () => {
  it('ignores welcome', () => {
    expect(interpretServerFrame(frame({ type: 'welcome', message: 'Hello there' }))).toEqual({
      kind: 'ignore',
    });
  });

  it('reads typing with or without text', () => {
    expect(interpretServerFrame(frame({ type: 'typing' }))).toEqual({ kind: 'typing', message: null });
    expect(interpretServerFrame(frame({ type: 'typing', message: 'Thinking…' }))).toEqual({
      kind: 'typing',
      message: 'Thinking…',
    });
  });

  it('takes chunk text from data, and only from data', () => {
    expect(interpretServerFrame(frame({ type: 'chunk', data: 'Start ' }))).toEqual({
      kind: 'chunk',
      text: 'Start ',
    });
    expect(interpretServerFrame(frame({ type: 'chunk', message: 'not here' }))).toEqual({
      kind: 'chunk',
      text: '',
    });
    expect(interpretServerFrame(frame({ type: 'chunk', data: 42 }))).toEqual({ kind: 'chunk', text: '' });
  });

  it('reads complete, with the full text when sent', () => {
    expect(interpretServerFrame(frame({ type: 'complete' }))).toEqual({ kind: 'complete', content: null });
    expect(interpretServerFrame(frame({ type: 'complete', data: 'Full answer' }))).toEqual({
      kind: 'complete',
      content: 'Full answer',
    });
  });

  it('reads error message and code', () => {
    expect(interpretServerFrame(frame({ type: 'error', message: 'Rate limited', code: 429 }))).toEqual({
      kind: 'error',
      message: 'Rate limited',
      code: 429,
    });
    expect(interpretServerFrame(frame({ type: 'error', message: 'Bad', code: 'E_BAD' }))).toMatchObject({
      code: 'E_BAD',
    });
  });

  it.each([
    { type: 'error' },
    { type: 'error', message: '' },
    { type: 'error', message: '   ' },
    { type: 'error', message: 7 },
  ])('falls back to the generic error text for %j', (value) => {
    expect(interpretServerFrame(frame(value))).toEqual({
      kind: 'error',
      message: 'An error occurred. Please try again.',
      code: null,
    });
  });

  it('keeps the inactivity timeout silent', () => {
    expect(
      interpretServerFrame(frame({ type: 'error', message: 'Connection timeout due to inactivity' })),
    ).toEqual({
      kind: 'inactivity-timeout',
    });
  });

  it('turns "Analyzing NFL data" into loading only, in a plain message or a typing frame', () => {
    expect(interpretServerFrame(frame({ message: 'Analyzing NFL data...' }))).toEqual({ kind: 'analyzing' });
    expect(interpretServerFrame(frame({ type: 'status', content: '🔍 Analyzing NFL data' }))).toEqual({
      kind: 'analyzing',
    });
    expect(interpretServerFrame(frame({ type: 'typing', message: 'Analyzing NFL data' }))).toEqual({
      kind: 'analyzing',
    });
    expect(interpretServerFrame('Analyzing NFL data')).toEqual({ kind: 'analyzing' });
  });

  it('treats other frames as plain messages from message, content or response, in that order', () => {
    expect(interpretServerFrame(frame({ type: 'answer', message: 'A', content: 'B' }))).toEqual({
      kind: 'message',
      content: 'A',
    });
    expect(interpretServerFrame(frame({ content: 'B', response: 'C' }))).toEqual({
      kind: 'message',
      content: 'B',
    });
    expect(interpretServerFrame(frame({ response: 'C' }))).toEqual({ kind: 'message', content: 'C' });
    expect(interpretServerFrame(frame({ message: '', response: 'C' }))).toEqual({
      kind: 'message',
      content: 'C',
    });
  });

  it('ignores a plain frame with no text (e.g. pong)', () => {
    expect(interpretServerFrame(frame({ type: 'pong' }))).toEqual({ kind: 'ignore' });
  });

  it('shows unparseable text as plain content', () => {
    expect(interpretServerFrame('Hello, not JSON')).toEqual({ kind: 'message', content: 'Hello, not JSON' });
    expect(interpretServerFrame('{"type": "chunk"')).toEqual({
      kind: 'message',
      content: '{"type": "chunk"',
    });
  });

  it('shows JSON that is not an object as text', () => {
    expect(interpretServerFrame('"quoted"')).toEqual({ kind: 'message', content: 'quoted' });
    expect(interpretServerFrame('42')).toEqual({ kind: 'message', content: '42' });
    expect(interpretServerFrame('[1,2]')).toEqual({ kind: 'message', content: '[1,2]' });
  });

  it('ignores empty and blank frames', () => {
    expect(interpretServerFrame('')).toEqual({ kind: 'ignore' });
    expect(interpretServerFrame('   ')).toEqual({ kind: 'ignore' });
    expect(interpretServerFrame('null')).toEqual({ kind: 'message', content: 'null' });
  });
});
