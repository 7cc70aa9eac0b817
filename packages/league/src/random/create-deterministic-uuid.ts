import { hashStringTo128 } from './hash-string.js';

const hex8 = (word: number): string => (word >>> 0).toString(16).padStart(8, '0');

/**
 * A UUID derived from its parts (e.g. the league seed, "game", the game id): the same parts give
 * the same UUID on every run. The 128 bits are {@link hashStringTo128} of the parts joined by
 * "/", with the version nibble set to 4 and the variant bits to RFC 4122 ("10xx"), so it is
 * shaped like a random (version 4) UUID and passes any UUID validator. It is not a name-based
 * version 5 UUID: that needs SHA-1, and these ids only have to be unique and stable.
 */
export function createDeterministicUuid(...parts: readonly (string | number)[]): string {
  const [a, b, c, d] = hashStringTo128(parts.join('/'));
  const withVersion = ((b & 0xffff0fff) | 0x00004000) >>> 0;
  const withVariant = ((c & 0x3fffffff) | 0x80000000) >>> 0;
  const digits = hex8(a) + hex8(withVersion) + hex8(withVariant) + hex8(d);
  return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
}
