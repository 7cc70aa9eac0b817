import { describe, it, expect } from 'vitest';
import { normalizePersonName } from './normalize-name.js';

describe('normalizePersonName', () => {
  it.each([
    ['Patrick Mahomes', 'patrick mahomes'],
    ['  JOSH   ALLEN ', 'josh allen'],
    ['Amon-Ra St. Brown', 'amon ra st brown'],
    ["D'Andre Swift", 'dandre swift'],
    ['A.J. Brown', 'aj brown'],
    ['Jaxon Smith-Njigba', 'jaxon smith njigba'],
    ['Zoë Müller-Ñúñez', 'zoe muller nunez'],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(normalizePersonName(name)).toBe(expected);
  });
});
