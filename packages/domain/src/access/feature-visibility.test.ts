import { describe, it, expect } from 'vitest';
import { isFantasyAiButtonVisible, isFantasyAiEnabled, isFantasyNavVisible } from './feature-visibility.js';
import { SIGNED_OUT_USER_STATE } from './user-state.js';

const flags = { authEnabled: true, featureFantasy: true, featureChatbot: true };
const subscriber = { ...SIGNED_OUT_USER_STATE, isLoggedIn: true, isSubscribed: true };
const nonSubscriber = { ...SIGNED_OUT_USER_STATE, isLoggedIn: true };

describe('fantasy visibility', () => {
  it('shows the Fantasy nav only with the fantasy flag', () => {
    expect(isFantasyNavVisible({ featureFantasy: true })).toBe(true);
    expect(isFantasyNavVisible({ featureFantasy: false })).toBe(false);
  });
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('fantasy %s + chatbot %s → AI enabled %s', (featureFantasy, featureChatbot, expected) => {
    expect(isFantasyAiEnabled({ featureFantasy, featureChatbot })).toBe(expected);
  });
});

describe('isFantasyAiButtonVisible', () => {
  it('shows for a subscriber off the AI page', () => {
    expect(isFantasyAiButtonVisible(flags, subscriber, '/stats/home')).toBe(true);
  });
  it('hides on the AI page', () => {
    expect(isFantasyAiButtonVisible(flags, subscriber, '/fantasy/ai')).toBe(false);
    expect(isFantasyAiButtonVisible(flags, subscriber, '/fantasy/ai/?x=1')).toBe(false);
  });
  it('hides for non-subscribers unless auth is disabled', () => {
    expect(isFantasyAiButtonVisible(flags, nonSubscriber, '/')).toBe(false);
    expect(isFantasyAiButtonVisible({ ...flags, authEnabled: false }, SIGNED_OUT_USER_STATE, '/')).toBe(true);
  });
  it('hides when either flag is off', () => {
    expect(isFantasyAiButtonVisible({ ...flags, featureChatbot: false }, subscriber, '/')).toBe(false);
    expect(isFantasyAiButtonVisible({ ...flags, featureFantasy: false }, subscriber, '/')).toBe(false);
  });
});
