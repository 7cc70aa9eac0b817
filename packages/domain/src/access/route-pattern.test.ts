import { describe, it, expect } from 'vitest';
import {
  matchesAnyRoutePattern,
  matchesRoutePattern,
  normalizeRoutePath,
  parseRoutePatterns,
} from './route-pattern.js';

describe('normalizeRoutePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/games/', '/games'],
    ['//games//scores', '/games/scores'],
    ['/games?season=2024', '/games'],
    ['/film/plays?x=1#top', '/film/plays'],
    ['/#hash', '/'],
  ])('%j → %j', (path, expected) => {
    expect(normalizeRoutePath(path)).toBe(expected);
  });
});

describe('matchesRoutePattern', () => {
  it.each([
    ['/', '/', true],
    ['/games', '/', false],
    ['/', '/games/*', false],
    ['/games', '/games/*', true],
    ['/games/', '/games/*', true],
    ['/games/scores', '/games/*', true],
    ['/games/game/1/stats', '/games/*', true],
    ['/gamesx', '/games/*', false],
    ['/players', '/players', true],
    ['/players/player/1', '/players', false],
    ['/Players', '/players', false],
    ['/games/game/7/stats', '/games/game/*/stats', true],
    ['/games/game/7/videos', '/games/game/*/stats', false],
    ['/games/game/stats', '/games/game/*/stats', false],
    ['/teams/rankings?x=1', '/teams/rankings', true],
    ['/anything/at/all', '/*', true],
    ['/', '/*', true],
  ])('%j against %j → %s', (path, pattern, expected) => {
    expect(matchesRoutePattern(path, pattern)).toBe(expected);
  });
});

describe('matchesAnyRoutePattern', () => {
  it('matches nothing with no patterns', () => {
    expect(matchesAnyRoutePattern('/', [])).toBe(false);
  });
  it('matches when one pattern does', () => {
    expect(matchesAnyRoutePattern('/games/scores', ['/', '/games/*'])).toBe(true);
  });
});

describe('parseRoutePatterns', () => {
  it('splits, trims and drops blanks', () => {
    expect(parseRoutePatterns(' /, /games/* ,,')).toEqual(['/', '/games/*']);
    expect(parseRoutePatterns('')).toEqual([]);
  });
  it('lists every pattern that does not start with "/"', () => {
    expect(() => parseRoutePatterns('/,games,teams/*')).toThrow('Invalid route patterns: "games", "teams/*"');
  });
});
