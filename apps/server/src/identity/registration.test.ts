import { describe, expect, it } from 'vitest';
import { validateRegistration } from './registration.js';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: ' ada@example.test ',
  password: 'analytical1',
};

describe('validateRegistration', () => {
  it('accepts a complete form and trims names and email', () => {
    expect(validateRegistration(valid)).toEqual({
      ok: true,
      value: { ...valid, email: 'ada@example.test' },
    });
  });

  it('names each bad field', () => {
    const result = validateRegistration({
      firstName: '',
      lastName: 'x'.repeat(101),
      email: 'ada@',
      password: 'short',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'Enter your first name.',
        lastName: 'Your last name can be at most 100 characters.',
        email: 'Enter a valid email address, like name@example.com.',
        password: 'Use at least 10 characters.',
      },
    });
  });

  it('rejects weak passwords', () => {
    expect(validateRegistration({ ...valid, password: 'onlyletters' })).toMatchObject({
      ok: false,
      errors: { password: 'Use letters and at least one digit or symbol.' },
    });
    expect(validateRegistration({ ...valid, password: '1234567890' })).toMatchObject({ ok: false });
  });

  it('treats missing and non-text values as empty', () => {
    expect(validateRegistration({ email: ['a'] })).toMatchObject({
      ok: false,
      errors: { email: 'Enter your email address.' },
    });
  });
});
