import { describe, expect, it } from 'vitest';
import { signBillingPayload, verifyBillingSignature } from './billing-signature.js';

const SECRET = 'a-shared-secret-of-some-length';
const body = Buffer.from('{"id":"evt_1"}');
const NOW = 1_750_000_000;

describe('billing webhook signatures', () => {
  it('accepts what it signed', () => {
    expect(verifyBillingSignature(SECRET, signBillingPayload(SECRET, body, NOW), body, NOW + 10)).toEqual({
      ok: true,
    });
  });

  it.each([
    ['missing', undefined, 'missing signature'],
    ['malformed', 't=abc,v1=zz', 'malformed signature'],
    ['another secret', signBillingPayload('another-secret-entirely', body, NOW), 'bad signature'],
    ['another body', signBillingPayload(SECRET, '{"id":"evt_2"}', NOW), 'bad signature'],
    ['stale', signBillingPayload(SECRET, body, NOW - 301), 'signature timestamp outside the allowed window'],
  ])('refuses a %s signature', (_name, header, reason) => {
    expect(verifyBillingSignature(SECRET, header, body, NOW)).toEqual({ ok: false, reason });
  });

  it('refuses a fresh timestamp on an old signature', () => {
    const old = signBillingPayload(SECRET, body, NOW - 1000);
    const forged = old.replace(`t=${NOW - 1000}`, `t=${NOW}`);
    expect(verifyBillingSignature(SECRET, forged, body, NOW)).toEqual({ ok: false, reason: 'bad signature' });
  });
});
