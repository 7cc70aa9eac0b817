import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseAnswerEncoding, encodeAnswer } from './answer-encoding.js';

describe('chooseAnswerEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['deflate', null],
    ['identity', null],
    ['*', 'br'],
    ['', null],
    [undefined, null],
  ])('answers %j with %j', (header, expected) => {
    expect(chooseAnswerEncoding(header)).toBe(expected);
  });
});

describe('encodeAnswer', () => {
  const body = Buffer.from(
    JSON.stringify({ plays: Array.from({ length: 200 }, (_, i) => ({ i, down: 3 })) }),
  );

  it('compresses in brotli and gzip to bytes that decode to the body', async () => {
    const br = await encodeAnswer(body, 'br');
    const gz = await encodeAnswer(body, 'gzip');
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 5);
    expect(gz.length).toBeLessThan(body.length / 5);
  });
});
