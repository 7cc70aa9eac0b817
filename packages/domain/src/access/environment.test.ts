import { describe, it, expect } from 'vitest';
import {
  isInsightsNavVisible,
  isLowerEnvironment,
  isTabVisible,
  PRODUCTION_HIDDEN_TABS,
} from './environment.js';

describe('isLowerEnvironment', () => {
  it.each([
    ['production', false],
    ['Production', false],
    [' production ', false],
    ['staging', true],
    ['development', true],
    ['', true],
    ['prod', true],
  ])('%j → %s', (env, expected) => {
    expect(isLowerEnvironment(env)).toBe(expected);
  });
});

describe('isTabVisible', () => {
  it.each(PRODUCTION_HIDDEN_TABS)('hides %s in production only', (tab) => {
    expect(isTabVisible(tab, 'production')).toBe(false);
    expect(isTabVisible(tab, 'staging')).toBe(true);
    expect(isTabVisible(tab, 'development')).toBe(true);
  });
  it.each(['box-score', 'play-by-play', 'stats', 'insights', 'roster', 'film-room'])(
    'always shows %s',
    (tab) => {
      expect(isTabVisible(tab, 'production')).toBe(true);
    },
  );
});

describe('isInsightsNavVisible', () => {
  it('shows outside production only', () => {
    expect(isInsightsNavVisible('production')).toBe(false);
    expect(isInsightsNavVisible('staging')).toBe(true);
  });
});
