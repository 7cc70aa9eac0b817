/**
 * The folding {@link normalizePersonName} applies to single characters (case, accents, dropped
 * apostrophes and periods), as the two strings of SQL's `translate(text, from, to)`, so the
 * database can pre-filter names the same way the ranking later compares them. Characters in
 * `from` beyond the length of `to` are deleted.
 */
export interface NameFoldingTable {
  readonly from: string;
  readonly to: string;
}

/** Punctuation the name normalization drops outright (D'Andre → dandre, A.J. → aj). */
const DROPPED_CHARACTERS = ["'", '’', '`', '.'];

/**
 * Letters whose folding is a single other character: ASCII capitals, Latin-1, Latin Extended-A
 * and -B, Greek and Cyrillic. Letters outside these ranges are compared as stored.
 */
const FOLDED_RANGES: readonly (readonly [number, number])[] = [
  [0x41, 0x5a],
  [0xc0, 0x24f],
  [0x370, 0x3ff],
  [0x400, 0x4ff],
];

const foldCharacter = (character: string): string =>
  character.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const buildNameFoldingTable = (): NameFoldingTable => {
  let from = '';
  let to = '';
  for (const [first, last] of FOLDED_RANGES) {
    for (let code = first; code <= last; code += 1) {
      const character = String.fromCodePoint(code);
      const folded = foldCharacter(character);
      if (folded !== character && [...folded].length === 1) {
        from += character;
        to += folded;
      }
    }
  }
  return { from: from + DROPPED_CHARACTERS.join(''), to };
};

export const NAME_FOLDING_TABLE: NameFoldingTable = buildNameFoldingTable();

/** Applies {@link NAME_FOLDING_TABLE} in JavaScript, exactly as SQL's translate() would. */
export function foldNameCharacters(text: string): string {
  const from = [...NAME_FOLDING_TABLE.from];
  const to = [...NAME_FOLDING_TABLE.to];
  return [...text]
    .map((character) => {
      const index = from.indexOf(character);
      return index === -1 ? character : (to[index] ?? '');
    })
    .join('');
}
