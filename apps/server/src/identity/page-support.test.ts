import { describe, expect, it } from 'vitest';
import { getSafeReturnPath } from './page-support.js';

describe('getSafeReturnPath', () => {
  it('accepts the account pages, with their query', () => {
    expect(getSafeReturnPath('/identity/plans?provider=alternate', '/identity')).toBe(
      '/identity/plans?provider=alternate',
    );
    expect(getSafeReturnPath('/identity/account', '/identity')).toBe('/identity/account');
  });

  it.each([
    undefined,
    'https://evil.example/identity/plans',
    '//evil.example/identity/plans',
    '/identity//evil.example',
    '/identity/\\evil',
    '/identity/session/end',
    '/identity/token',
    '/api/account',
  ])('sends %s to the subscriptions page', (value) => {
    expect(getSafeReturnPath(value, '/identity')).toBe('/identity/subscriptions');
  });
});
