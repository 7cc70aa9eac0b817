import { describe, it, expect } from 'vitest';
import { isChatLengthWarning, validateChatSend } from './validate-chat-send.js';

const base = { isDisabled: false, isLoading: false };

describe('validateChatSend', () => {
  it('sends the trimmed text', () => {
    expect(validateChatSend({ ...base, text: '  Who should I start?\n' })).toEqual({
      canSend: true,
      message: 'Who should I start?',
    });
  });
  it.each(['', ' ', '\n\t  '])('blocks empty or blank text %j', (text) => {
    expect(validateChatSend({ ...base, text })).toEqual({ canSend: false, reason: 'empty' });
  });
  it('allows exactly 2000 characters and blocks 2001', () => {
    expect(validateChatSend({ ...base, text: 'a'.repeat(2000) }).canSend).toBe(true);
    expect(validateChatSend({ ...base, text: 'a'.repeat(2001) })).toEqual({
      canSend: false,
      reason: 'too-long',
    });
  });
  it('counts the typed length, surrounding spaces included', () => {
    expect(validateChatSend({ ...base, text: ` ${'a'.repeat(1999)} ` })).toEqual({
      canSend: false,
      reason: 'too-long',
    });
  });
  it('honours a custom maximum', () => {
    expect(validateChatSend({ ...base, text: 'abcd', maxLength: 3 })).toEqual({
      canSend: false,
      reason: 'too-long',
    });
    expect(validateChatSend({ ...base, text: 'abc', maxLength: 3 }).canSend).toBe(true);
  });
  it('blocks while disabled or loading, checked before the text', () => {
    expect(validateChatSend({ ...base, isDisabled: true, text: 'hi' })).toEqual({
      canSend: false,
      reason: 'disabled',
    });
    expect(validateChatSend({ ...base, isLoading: true, text: 'hi' })).toEqual({
      canSend: false,
      reason: 'loading',
    });
    expect(validateChatSend({ isDisabled: true, isLoading: true, text: '' })).toEqual({
      canSend: false,
      reason: 'disabled',
    });
  });
});

describe('isChatLengthWarning', () => {
  it.each([
    [0, false],
    [1799, false],
    [1800, false],
    [1801, true],
    [2000, true],
    [2500, true],
  ])('%i characters → %s', (length, expected) => {
    expect(isChatLengthWarning(length)).toBe(expected);
  });
  it('scales with a custom maximum', () => {
    expect(isChatLengthWarning(90, 100)).toBe(false);
    expect(isChatLengthWarning(91, 100)).toBe(true);
  });
});
