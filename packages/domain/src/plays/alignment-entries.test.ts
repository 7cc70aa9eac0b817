import { describe, expect, it } from 'vitest';
import { fromAlignmentEntries, toAlignmentEntries } from './alignment-entries.js';

describe('alignment entries', () => {
  it('round-trips a play’s alignments through "nflId:ALIGNMENT" entries', () => {
    const alignments = { '52330': 'WIDE', '52501': 'SLOT', '53490': 'EDGE' };
    const entries = toAlignmentEntries(alignments);
    expect(entries).toEqual(['52330:WIDE', '52501:SLOT', '53490:EDGE']);
    expect(fromAlignmentEntries(entries)).toEqual(alignments);
  });

  it('reuses the entries of an alignments object it has seen', () => {
    const alignments = Object.freeze({ '1': 'CB' });
    expect(toAlignmentEntries(alignments)).toBe(toAlignmentEntries(alignments));
  });

  it('reads no alignments from no entries and skips entries without a player id', () => {
    expect(fromAlignmentEntries([])).toEqual({});
    expect(fromAlignmentEntries(['WIDE', ':SLOT', '7:LB'])).toEqual({ '7': 'LB' });
  });
});
