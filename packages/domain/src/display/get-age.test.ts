import { describe, it, expect } from 'vitest';
import { getAge } from './get-age.js';

describe('getAge', () => {
  const birth = '1995-09-17';
  it('is one less on the day before the birthday', () => {
    expect(getAge(birth, new Date('2024-09-16T23:59:59Z'))).toBe(28);
  });
  it('goes up on the birthday itself and stays up after', () => {
    expect(getAge(birth, new Date('2024-09-17T00:00:00Z'))).toBe(29);
    expect(getAge(birth, new Date('2024-09-18T12:00:00Z'))).toBe(29);
  });
  it('counts a 29 February birthday as reached on 1 March in common years', () => {
    expect(getAge('2000-02-29', new Date('2023-02-28T12:00:00Z'))).toBe(22);
    expect(getAge('2000-02-29', new Date('2023-03-01T00:00:00Z'))).toBe(23);
    expect(getAge('2000-02-29', new Date('2024-02-29T00:00:00Z'))).toBe(24);
  });
  it('accepts a Date and a full ISO string', () => {
    expect(getAge(new Date('1995-09-17T00:00:00Z'), new Date('2024-09-17T00:00:00Z'))).toBe(29);
    expect(getAge('1995-09-17T00:00:00.000Z', new Date('2024-09-16T00:00:00Z'))).toBe(28);
  });
  it('is 0 on the day of birth', () => {
    expect(getAge('2024-01-01', new Date('2024-01-01T00:00:00Z'))).toBe(0);
  });
  it('is null for a birth date after now or an invalid date', () => {
    expect(getAge('2024-01-02', new Date('2024-01-01T00:00:00Z'))).toBeNull();
    expect(getAge('2001-02-30', new Date('2024-01-01T00:00:00Z'))).toBeNull();
    expect(getAge('not a date', new Date('2024-01-01T00:00:00Z'))).toBeNull();
    expect(getAge(new Date(Number.NaN), new Date('2024-01-01T00:00:00Z'))).toBeNull();
  });
});
