import { describe, it, expect } from 'vitest';
import { resolvePlayerId } from './player-id.js';

const UUID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';

describe('resolvePlayerId', () => {
  it('gives "no player id passed in" when nothing is given', () => {
    for (const input of [undefined, null, '', '   ', {}, { nflId: null, gsisId: '', smartId: undefined }]) {
      expect(resolvePlayerId(input)).toEqual({
        ok: false,
        reason: 'missing',
        message: 'no player id passed in',
      });
    }
  });
  it('classifies raw ids by shape', () => {
    expect(resolvePlayerId('53541')).toEqual({ ok: true, kind: 'nflId', value: 53541 });
    expect(resolvePlayerId(53541)).toEqual({ ok: true, kind: 'nflId', value: 53541 });
    expect(resolvePlayerId('00-0033873')).toEqual({ ok: true, kind: 'gsisId', value: '00-0033873' });
    expect(resolvePlayerId(UUID)).toEqual({ ok: true, kind: 'smartId', value: UUID });
  });
  it('lower-cases a smartId and trims spaces', () => {
    expect(resolvePlayerId(` ${UUID.toUpperCase()} `)).toEqual({ ok: true, kind: 'smartId', value: UUID });
    expect(resolvePlayerId(' 42 ')).toEqual({ ok: true, kind: 'nflId', value: 42 });
  });
  it.each([
    ['letters', 'mahomes'],
    ['gsis with too few digits', '00-003387'],
    ['gsis with too many digits', '00-00338731'],
    ['gsis with a 3-digit prefix', '000-0033873'],
    ['UUID missing a group', '3f2504e0-4f89-11d3-9a0c'],
    ['UUID with a non-hex digit', '3f2504e0-4f89-11d3-9a0c-0305e82c330g'],
    ['zero nflId', '0'],
    ['negative number', -5],
    ['fractional number', 1.5],
    ['unsafe integer', '99999999999999999999'],
  ])('reports an invalid id for %s', (_label, input) => {
    expect(resolvePlayerId(input)).toEqual({ ok: false, reason: 'invalid', message: 'invalid player id' });
  });
  it('uses the fields in the order nflId, gsisId, smartId', () => {
    expect(resolvePlayerId({ nflId: 7, gsisId: '00-0033873', smartId: UUID })).toEqual({
      ok: true,
      kind: 'nflId',
      value: 7,
    });
    expect(resolvePlayerId({ gsisId: '00-0033873', smartId: UUID })).toEqual({
      ok: true,
      kind: 'gsisId',
      value: '00-0033873',
    });
    expect(resolvePlayerId({ smartId: UUID })).toEqual({ ok: true, kind: 'smartId', value: UUID });
    expect(resolvePlayerId({ nflId: '', smartId: UUID })).toMatchObject({ kind: 'smartId' });
  });
  it('accepts an nflId field given as digits', () => {
    expect(resolvePlayerId({ nflId: '53541' })).toEqual({ ok: true, kind: 'nflId', value: 53541 });
  });
  it('rejects a field whose value does not fit its kind', () => {
    expect(resolvePlayerId({ gsisId: UUID })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(resolvePlayerId({ smartId: '53541' })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(resolvePlayerId({ nflId: 'abc' })).toMatchObject({ ok: false, reason: 'invalid' });
  });
});
