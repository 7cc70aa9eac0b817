/**
 * A 128-bit non-cryptographic hash of a string, as four unsigned 32-bit words.
 *
 * It is cyrb128 (public domain, by bryc): four lanes of multiply-xorshift over the UTF-16 code
 * units, cross-mixed at the end. Only `Math.imul`, shifts and xors are used, so the result is the
 * same on every JavaScript engine and platform — which is the point: a string seed must give the
 * same league everywhere. It is not a cryptographic hash; it only has to spread similar seeds
 * ("league-1", "league-2") over unrelated generator states.
 */
export function hashStringTo128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
