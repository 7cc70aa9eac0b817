import { describe, it, expect } from 'vitest';
import { isPlayerSearchTerm, isSearchablePlayer, shouldSearchPlayers } from './player-search-term.js';

describe('isPlayerSearchTerm', () => {
  it.each([
    ['', false],
    ['ab', false],
    ['abc', true],
    ['  ab  ', false],
    [' abc ', true],
    ['a b', true],
    ['   ', false],
  ])('%j → %s', (term, expected) => {
    expect(isPlayerSearchTerm(term)).toBe(expected);
  });
});

describe('shouldSearchPlayers', () => {
  it('searches a 3-character term in a focused field', () => {
    expect(shouldSearchPlayers({ text: 'Jos', isFocused: true })).toBe(true);
  });
  it('does not search at 2 characters', () => {
    expect(shouldSearchPlayers({ text: 'Jo', isFocused: true })).toBe(false);
  });
  it('does not search when the field is not focused', () => {
    expect(shouldSearchPlayers({ text: 'Josh Allen', isFocused: false })).toBe(false);
  });
  it('does not count surrounding spaces', () => {
    expect(shouldSearchPlayers({ text: ' Jo ', isFocused: true })).toBe(false);
  });
});

describe('isSearchablePlayer', () => {
  it.each([
    ['RET', false],
    ['ret', false],
    [' RET ', false],
    ['ACT', true],
    ['RES', true],
    ['', true],
    [null, true],
    [undefined, true],
  ])('status %j → %s', (status, expected) => {
    expect(isSearchablePlayer({ status })).toBe(expected);
  });
  it('searches a player with no status field', () => {
    expect(isSearchablePlayer({})).toBe(true);
  });
});
