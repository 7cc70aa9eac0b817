import { describe, it, expect } from 'vitest';
import { getConversationTitle } from './conversation-title.js';

const user = (content: string) => ({ type: 'user' as const, content });
const assistant = (content: string) => ({ type: 'assistant' as const, content });

describe('getConversationTitle', () => {
  it('is "New Chat" with no messages or no user message', () => {
    expect(getConversationTitle([])).toBe('New Chat');
    expect(getConversationTitle([assistant('Hello!')])).toBe('New Chat');
    expect(getConversationTitle([user('   ')])).toBe('New Chat');
  });
  it('uses the first user message, not later ones', () => {
    expect(getConversationTitle([assistant('Hi'), user('Start Mahomes?'), user('Other')])).toBe(
      'Start Mahomes?',
    );
  });
  it('keeps exactly 50 characters without an ellipsis', () => {
    const text = 'x'.repeat(50);
    expect(getConversationTitle([user(text)])).toBe(text);
  });
  it('cuts 51 characters to 50 plus "..."', () => {
    expect(getConversationTitle([user(`${'x'.repeat(50)}y`)])).toBe(`${'x'.repeat(50)}...`);
  });
  it('trims before measuring', () => {
    expect(getConversationTitle([user(`  ${'x'.repeat(50)}  `)])).toBe('x'.repeat(50));
  });
  it('does not split an emoji at the cut', () => {
    const title = getConversationTitle([user(`${'x'.repeat(49)}🏈🏈`)]);
    expect(title).toBe(`${'x'.repeat(49)}🏈...`);
  });
});
