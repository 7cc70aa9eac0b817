import { describe, expect, it } from 'vitest';
import { toReturnPath, toSafeReturnPath } from './auth-paths';

describe('toSafeReturnPath', () => {
  it.each([
    ['/stats/home?season=2024#top', '/stats/home?season=2024#top'],
    ['/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['stats/home', '/'],
    ['/auth/callback?code=x', '/'],
    ['/auth/silent-renew', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%j → %s', (value, expected) => {
    expect(toSafeReturnPath(value)).toBe(expected);
  });
});

describe('toReturnPath', () => {
  it('keeps the path, query and hash of the current page', () => {
    expect(toReturnPath('http://localhost:8080/teams/team/3800/roster?x=1#a')).toBe(
      '/teams/team/3800/roster?x=1#a',
    );
  });
});
