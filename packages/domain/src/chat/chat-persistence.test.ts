import { describe, it, expect } from 'vitest';
import {
  isConversationRestorable,
  restoreConversation,
  selectPersistableMessages,
  toStoredConversation,
} from './chat-persistence.js';
import type { ChatMessage } from './chat-message.js';

const HOUR = 60 * 60 * 1000;
const NOW = 1_750_000_000_000;
const msg = (id: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  type: 'user',
  content: `m${id}`,
  timestamp: id,
  ...extra,
});

describe('selectPersistableMessages', () => {
  it('drops error, auth-error and streaming messages and keeps the order', () => {
    const messages = [
      msg(1),
      msg(2, { isError: true }),
      msg(3, { isAuthError: true }),
      msg(4, { isStreaming: true }),
      msg(5, { isFollowUp: true, isStreaming: false }),
    ];
    expect(selectPersistableMessages(messages).map((m) => m.id)).toEqual([1, 5]);
  });
  it('keeps an empty list empty', () => {
    expect(selectPersistableMessages([])).toEqual([]);
  });
});

describe('isConversationRestorable', () => {
  it.each([
    [0, true],
    [6 * HOUR - 1, true],
    [6 * HOUR, false],
    [6 * HOUR + 1, false],
    [-1, false],
  ])('saved %i ms ago → %s', (age, expected) => {
    expect(isConversationRestorable(NOW - age, NOW)).toBe(expected);
  });
  it('rejects non-finite times', () => {
    expect(isConversationRestorable(Number.NaN, NOW)).toBe(false);
  });
});

describe('toStoredConversation / restoreConversation', () => {
  const conversation = {
    id: 'session-1',
    title: 'Start Mahomes?',
    createdAt: NOW - HOUR,
    messages: [msg(1), msg(2, { type: 'assistant', isStreaming: true }), msg(3, { type: 'assistant' })],
  };

  it('saves the persistable messages with the save time', () => {
    const stored = toStoredConversation(conversation, NOW);
    expect(stored.savedAt).toBe(NOW);
    expect(stored.messages.map((m) => m.id)).toEqual([1, 3]);
  });

  it('round-trips through JSON within the window and drops the saved id', () => {
    const json = JSON.parse(JSON.stringify(toStoredConversation(conversation, NOW))) as unknown;
    const restored = restoreConversation(json, NOW + 5 * HOUR);
    expect(restored).toEqual({
      title: 'Start Mahomes?',
      createdAt: NOW - HOUR,
      messages: [msg(1), msg(3, { type: 'assistant' })],
    });
    expect(restored).not.toHaveProperty('id');
  });

  it('returns null at 6 hours or later', () => {
    expect(restoreConversation(toStoredConversation(conversation, NOW), NOW + 6 * HOUR)).toBeNull();
  });

  it.each([null, 'text', 42, {}, { savedAt: NOW }, { savedAt: 'yesterday', messages: [] }, { messages: [] }])(
    'returns null for a value that is not a saved chat: %j',
    (value) => {
      expect(restoreConversation(value, NOW)).toBeNull();
    },
  );

  it('drops malformed and flagged messages, defaults title and createdAt', () => {
    const restored = restoreConversation(
      {
        savedAt: NOW,
        messages: [
          msg(1),
          { id: 'x', type: 'user', content: 'a', timestamp: 1 },
          { ...msg(2), type: 'robot' },
          msg(3, { isError: true }),
          null,
        ],
      },
      NOW,
    );
    expect(restored).toEqual({ title: 'New Chat', createdAt: NOW, messages: [msg(1)] });
  });
});
