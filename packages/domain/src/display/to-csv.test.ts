import { describe, expect, it } from 'vitest';
import { toCsv, toCsvField } from './to-csv.js';

describe('toCsvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(toCsvField('Aaron Quilostead')).toBe('Aaron Quilostead');
    expect(toCsvField('56.8%')).toBe('56.8%');
    expect(toCsvField('-3.5')).toBe('-3.5');
    expect(toCsvField('')).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(toCsvField('1,234')).toBe('"1,234"');
    expect(toCsvField('Tre "Deep" Smith')).toBe('"Tre ""Deep"" Smith"');
    expect(toCsvField('two\nlines')).toBe('"two\nlines"');
    expect(toCsvField(' padded')).toBe('" padded"');
  });

  it('defuses text a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(toCsvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(toCsvField('+1 evil')).toBe("'+1 evil");
    expect(toCsvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(toCsvField('-1,234.5')).toBe('"-1,234.5"');
  });
});

describe('toCsv', () => {
  it('joins fields with commas and rows with CRLF, ending with one', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('a,b\r\n1,2\r\n');
  });
});
