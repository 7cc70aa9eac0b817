import { describe, expect, it } from 'vitest';
import { foldNameCharacters, NAME_FOLDING_TABLE } from './name-folding-table.js';
import { normalizePersonName } from './normalize-name.js';

describe('NAME_FOLDING_TABLE', () => {
  it('maps one character to one character, then lists the dropped ones', () => {
    const from = [...NAME_FOLDING_TABLE.from];
    const to = [...NAME_FOLDING_TABLE.to];
    expect(new Set(from).size).toBe(from.length);
    expect(from.slice(to.length)).toEqual(["'", '’', '`', '.']);
  });

  it.each([
    ['Zoë Müller', 'zoe muller'],
    ['ÑÚÑEZ', 'nunez'],
    ["D'Andre", 'dandre'],
    ['A.J. Brown', 'aj brown'],
    ['Smith-Njigba', 'smith-njigba'],
    ['ŁUKASZ', 'łukasz'],
    ['ДМИТРИЙ', 'дмитрии'],
    ['%_\\', '%_\\'],
  ])('folds %j to %j', (name, folded) => {
    expect(foldNameCharacters(name)).toBe(folded);
  });

  it('keeps every word of the normalized name inside the folded name', () => {
    for (const name of ['Amon-Ra St. Brown', 'Zoë Müller-Ñúñez', "Ja'Marr Chase", 'ÉTIENNE'] as const) {
      const folded = foldNameCharacters(name);
      for (const word of normalizePersonName(name).split(' ')) expect(folded).toContain(word);
    }
  });
});
