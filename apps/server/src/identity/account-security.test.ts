import { describe, expect, it } from 'vitest';
import { toClientAddress } from './authenticate-user.js';
import { findUnreadableForm } from './page-support.js';
import { describeWait } from './pages/sign-in-fields.js';

describe('toClientAddress', () => {
  it('keeps an IPv4 address, also when IPv4-mapped', () => {
    expect(toClientAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(toClientAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    expect(toClientAddress('2001:db8:0:12:abcd:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(toClientAddress('2001:DB8:0:0012::ff')).toBe('2001:db8:0:12::/64');
    expect(toClientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(toClientAddress('::1')).toBe('0:0:0:0::/64');
  });
});

describe('describeWait', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  const after = (ms: number) => new Date(now.getTime() + ms);

  it('rounds up to whole minutes, then hours', () => {
    expect(describeWait(after(1_000), now)).toBe('in 1 minute');
    expect(describeWait(after(60_000), now)).toBe('in 1 minute');
    expect(describeWait(after(61_000), now)).toBe('in 2 minutes');
    expect(describeWait(after(15 * 60_000), now)).toBe('in 15 minutes');
    expect(describeWait(after(150 * 60_000), now)).toBe('in 3 hours');
    expect(describeWait(after(-5_000), now)).toBe('in 1 minute');
  });
});

describe('findUnreadableForm', () => {
  it('accepts single strings and nothing at all', () => {
    expect(findUnreadableForm(undefined)).toBeUndefined();
    expect(findUnreadableForm({})).toBeUndefined();
    expect(findUnreadableForm({ email: 'a@example.test', password: '' })).toBeUndefined();
  });

  it('names a repeated field, and refuses what is not a form', () => {
    expect(findUnreadableForm({ csrf: 'x', email: ['a', 'b'] })).toEqual({
      kind: 'repeated',
      field: 'email',
    });
    expect(findUnreadableForm({ email: { $ne: '' } })).toEqual({ kind: 'not-a-form' });
    expect(findUnreadableForm(['a'])).toEqual({ kind: 'not-a-form' });
    expect(findUnreadableForm('text')).toEqual({ kind: 'not-a-form' });
  });
});
