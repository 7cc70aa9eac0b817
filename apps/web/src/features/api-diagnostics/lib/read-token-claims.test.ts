import { describe, expect, it } from 'vitest';
import { describeExpiry, readTokenClaims } from './read-token-claims';

const encode = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (payload: unknown) => `${encode({ alg: 'RS256' })}.${encode(payload)}.signature`;

describe('readTokenClaims', () => {
  it('reads subject, expiry and issuer from the payload', () => {
    expect(
      readTokenClaims(jwt({ sub: 'uid-1', exp: 1_700_000_000, iss: 'http://localhost/identity' })),
    ).toEqual({
      subject: 'uid-1',
      expiresAt: 1_700_000_000_000,
      issuer: 'http://localhost/identity',
    });
  });

  it('reads a payload with non-ASCII text and URL-safe base64', () => {
    expect(readTokenClaims(jwt({ sub: 'José ✓?>' }))?.subject).toBe('José ✓?>');
  });

  it('is null for text that is not a JWT', () => {
    expect(readTokenClaims('opaque-token')).toBeNull();
    expect(readTokenClaims('a.!!!.c')).toBeNull();
    expect(readTokenClaims(`a.${encode([1, 2])}.c`)).toBeNull();
  });

  it('leaves out claims of the wrong type', () => {
    expect(readTokenClaims(jwt({ sub: 5, exp: 'soon' }))).toEqual({
      subject: null,
      expiresAt: null,
      issuer: null,
    });
  });
});

describe('describeExpiry', () => {
  it('says how long is left, or how long ago it ran out', () => {
    expect(describeExpiry(10 * 60_000 + 30_000, 0)).toBe('expires in 10 min');
    expect(describeExpiry(0, 150_000)).toBe('expired 2 min ago');
    expect(describeExpiry(20_000, 0)).toBe('expires in under a minute');
    expect(describeExpiry(null, 0)).toBe('no expiry');
  });
});
