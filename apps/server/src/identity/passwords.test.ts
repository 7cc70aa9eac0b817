import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('verifies the password a hash was made from, and nothing else', async () => {
    const hash = await hashPassword('correct horse 42');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('correct horse 42', hash)).toBe(true);
    expect(await verifyPassword('correct horse 43', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password 1')).not.toBe(await hashPassword('same password 1'));
  });

  it('treats unicode forms alike', async () => {
    const hash = await hashPassword('caf\u00e9 au lait 9');
    expect(await verifyPassword('cafe\u0301 au lait 9', hash)).toBe(true);
  });

  it('rejects missing and malformed hashes without throwing', async () => {
    expect(await verifyPassword('anything at all', null)).toBe(false);
    expect(await verifyPassword('anything at all', 'plain-text')).toBe(false);
    expect(await verifyPassword('anything at all', 'scrypt$x$8$1$abc$def')).toBe(false);
  });
});
