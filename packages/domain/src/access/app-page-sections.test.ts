import { describe, expect, it } from 'vitest';
import { getPathSection, isAppPageSection } from './app-page-sections.js';

describe('isAppPageSection', () => {
  it('accepts the home page and any path under a section of the app', () => {
    for (const path of ['/', '/games/scores/2024/REG/5', '/stats', '/auth/callback', '/gtg/fun-facts']) {
      expect(isAppPageSection(path)).toBe(true);
    }
  });

  it('refuses a path whose first segment is no section of the app', () => {
    for (const path of ['/no/such/page', '/wp-admin', '/gamez', '/Games', '/favicon.ico']) {
      expect(isAppPageSection(path)).toBe(false);
    }
  });
});

describe('getPathSection', () => {
  it('is the first segment, empty for the home page', () => {
    expect(getPathSection('/')).toBe('');
    expect(getPathSection('/teams/team/2310')).toBe('teams');
    expect(getPathSection('/insights-beta')).toBe('insights-beta');
  });
});
