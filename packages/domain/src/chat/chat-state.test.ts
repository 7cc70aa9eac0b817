import { describe, expect, it } from 'vitest';
import {
  AUTH_ENDED_MESSAGE,
  AUTH_FAILED_MESSAGE,
  CHAT_CONNECTION_ERROR_MESSAGE,
  CHAT_GENERIC_ERROR_MESSAGE,
} from './chat-error-messages.js';
import {
  type ChatEvent,
  type ChatState,
  createChatState,
  findQuestionBefore,
  nextChatMessageId,
  reduceChatState,
} from './chat-state.js';

const T = 1_750_000_000_000;
const run = (events: ChatEvent[], start: ChatState = createChatState(T)) =>
  events.reduce(reduceChatState, start);
const ask = (content: string, now = T + 1): ChatEvent => ({ type: 'user-message', content, now });

describe('reduceChatState: the message flow (spec 2 §4)', () => {
  it('starts empty with the intro card and the default title', () => {
    const state = createChatState(T);
    expect(state.showIntroCard).toBe(true);
    expect(state.conversation).toEqual({ title: 'New Chat', messages: [], createdAt: T });
  });

  it('adds the question, waits, streams chunks into one assistant message, then completes', () => {
    const asked = run([ask('Start Allen or Hurts?')]);
    expect(asked.isWaitingForResponse && asked.isLoading).toBe(true);
    expect(asked.showIntroCard).toBe(false);
    expect(asked.conversation.title).toBe('Start Allen or Hurts?');

    const typing = reduceChatState(asked, { type: 'typing', message: null });
    expect(typing.isTyping).toBe(true);
    const streamed = run(
      [
        { type: 'chunk', text: 'Start ', now: T + 2 },
        { type: 'chunk', text: 'Allen.', now: T + 3 },
      ],
      typing,
    );
    expect(streamed.isTyping).toBe(false);
    expect(streamed.isStreaming).toBe(true);
    expect(streamed.conversation.messages).toHaveLength(2);
    expect(streamed.conversation.messages[1]).toMatchObject({
      type: 'assistant',
      content: 'Start Allen.',
      isStreaming: true,
    });

    const done = reduceChatState(streamed, { type: 'complete', content: 'Start Allen.', now: T + 4 });
    expect(done.conversation.messages[1]).toMatchObject({ content: 'Start Allen.', isStreaming: false });
    expect([done.isLoading, done.isTyping, done.isWaitingForResponse, done.isStreaming]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(done.streamingMessageId).toBeNull();
  });

  it('takes the complete frame’s text as the final reply, and adds it when nothing streamed', () => {
    const replaced = run([
      ask('q'),
      { type: 'chunk', text: 'par', now: T + 2 },
      { type: 'complete', content: 'full', now: T + 3 },
    ]);
    expect(replaced.conversation.messages.map((m) => m.content)).toEqual(['q', 'full']);
    const whole = run([ask('q'), { type: 'complete', content: 'whole reply', now: T + 2 }]);
    expect(whole.conversation.messages.at(-1)).toMatchObject({ type: 'assistant', content: 'whole reply' });
    const empty = run([ask('q'), { type: 'complete', content: null, now: T + 2 }]);
    expect(empty.conversation.messages).toHaveLength(1);
    expect(empty.isWaitingForResponse).toBe(false);
  });

  it('"Analyzing NFL data" only turns loading on and hides the typing notice', () => {
    const state = run([ask('q'), { type: 'typing', message: 'Thinking' }, { type: 'analyzing' }]);
    expect(state.isLoading).toBe(true);
    expect(state.isTyping).toBe(false);
    expect(state.conversation.messages).toHaveLength(1);
  });

  it('a server error ends waiting with an error bubble, keeping what streamed', () => {
    const state = run([
      ask('q'),
      { type: 'chunk', text: 'half', now: T + 2 },
      { type: 'server-error', message: 'Rate limited', now: T + 3 },
    ]);
    expect(
      state.conversation.messages.map((m) => [m.content, m.isError === true, m.isStreaming === true]),
    ).toEqual([
      ['q', false, false],
      ['half', false, false],
      ['Rate limited', true, false],
    ]);
    expect(state.isWaitingForResponse || state.isLoading).toBe(false);
  });

  it('connection errors and interrupted replies show the spec’s texts', () => {
    expect(
      run([ask('q'), { type: 'connection-error', now: T + 2 }]).conversation.messages.at(-1),
    ).toMatchObject({
      content: CHAT_CONNECTION_ERROR_MESSAGE,
      isError: true,
    });
    expect(
      run([ask('q'), { type: 'reply-interrupted', now: T + 2 }]).conversation.messages.at(-1)?.content,
    ).toBe(CHAT_GENERIC_ERROR_MESSAGE);
    // Nothing was awaited: nothing to say.
    expect(run([{ type: 'reply-interrupted', now: T }]).conversation.messages).toEqual([]);
  });

  it('the inactivity timeout only clears loading', () => {
    const before = run([ask('q')]);
    const after = reduceChatState(before, { type: 'inactivity-timeout' });
    expect(after).toEqual({ ...before, isLoading: false });
  });

  it('a plain server message becomes an assistant reply and ends waiting', () => {
    const state = run([ask('q'), { type: 'plain-message', content: 'not json', now: T + 2 }]);
    expect(state.conversation.messages.at(-1)).toMatchObject({ type: 'assistant', content: 'not json' });
    expect(state.isWaitingForResponse).toBe(false);
  });
});

describe('reduceChatState: auth errors (spec 2 §4, §8)', () => {
  it('shows an auth error once as a system message, until success removes it', () => {
    const failed = run([
      ask('q'),
      { type: 'auth-error', reason: 'Authentication failed: invalid token', now: T + 2 },
      { type: 'auth-error', reason: null, now: T + 3 },
    ]);
    const system = failed.conversation.messages.filter((m) => m.isAuthError);
    expect(system).toEqual([expect.objectContaining({ type: 'system', content: AUTH_FAILED_MESSAGE })]);
    expect(failed.isWaitingForResponse).toBe(false);
    const ok = reduceChatState(failed, { type: 'auth-success' });
    expect(ok.conversation.messages.map((m) => m.content)).toEqual(['q']);
  });

  it('a given-up reconnection reads "session has ended"', () => {
    expect(run([{ type: 'auth-error', reason: null, now: T }]).conversation.messages[0]?.content).toBe(
      AUTH_ENDED_MESSAGE,
    );
  });
});

describe('reduceChatState: sessions and New chat', () => {
  it('keeps the session from replies; a welcome names one only when there is none', () => {
    const welcomed = run([{ type: 'session-id', sessionId: 'a', source: 'welcome' }]);
    expect(welcomed.sessionId).toBe('a');
    expect(
      reduceChatState(welcomed, { type: 'session-id', sessionId: 'b', source: 'welcome' }).sessionId,
    ).toBe('a');
    expect(reduceChatState(welcomed, { type: 'session-id', sessionId: 'b', source: 'reply' }).sessionId).toBe(
      'b',
    );
  });

  it('New chat clears the conversation and the auth error; the session comes from the next reply', () => {
    const before = run([
      { type: 'session-id', sessionId: 'old', source: 'reply' },
      ask('q'),
      { type: 'auth-error', reason: 'token', now: T + 2 },
    ]);
    const fresh = reduceChatState(before, { type: 'new-chat', now: T + 10 });
    expect(fresh.conversation).toEqual({ title: 'New Chat', messages: [], createdAt: T + 10 });
    expect(fresh.pendingNewSession).toBe(true);
    expect(fresh.sessionId).toBeNull();
    expect(fresh.showIntroCard).toBe(true);
    // The old session named by a welcome is not taken back while New chat is pending.
    const welcomed = reduceChatState(fresh, { type: 'session-id', sessionId: 'old', source: 'welcome' });
    expect(welcomed.sessionId).toBeNull();
    const sent = reduceChatState(welcomed, { type: 'new-session-sent' });
    expect(sent.pendingNewSession).toBe(false);
    expect(reduceChatState(sent, { type: 'session-id', sessionId: 'new', source: 'reply' }).sessionId).toBe(
      'new',
    );
  });
});

describe('message ids and regenerate', () => {
  it('ids are creation times, unique within a millisecond', () => {
    const state = run([ask('a', T), ask('b', T)]);
    expect(state.conversation.messages.map((m) => m.id)).toEqual([T, T + 1]);
    expect(nextChatMessageId([], T + 0.7)).toBe(T);
  });

  it('finds the question a reply answered', () => {
    const state = run([
      ask('first', T),
      { type: 'complete', content: 'r1', now: T + 1 },
      ask('second', T + 2),
      { type: 'complete', content: 'r2', now: T + 3 },
    ]);
    const [, r1, , r2] = state.conversation.messages;
    expect(findQuestionBefore(state.conversation.messages, r1!.id)).toBe('first');
    expect(findQuestionBefore(state.conversation.messages, r2!.id)).toBe('second');
    expect(findQuestionBefore(state.conversation.messages, state.conversation.messages[0]!.id)).toBeNull();
  });
});
