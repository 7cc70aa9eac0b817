import { describe, expect, it } from 'vitest';
import { describeTieBreaker } from '@all22/db';
import { parseTieBreaker } from './get-standings.js';

describe('the stored tie-breaker text', () => {
  it('gives back the division and seed sentences it was written from', () => {
    const explanation = {
      division: '2nd in the AFC East, lost division tie-breaker to BUF on head-to-head (0-2)',
      conference: 'Seed 6: wild card, won wild-card tie-breaker over PIT on conference record (7-5)',
    };
    expect(parseTieBreaker(describeTieBreaker({ explanation }))).toEqual({
      division: explanation.division,
      seed: explanation.conference,
    });
  });

  it('reads a missing or one-sentence text as the division alone', () => {
    expect(parseTieBreaker(null)).toEqual({ division: '', seed: '' });
    expect(parseTieBreaker('1st in the NFC West, on record (3-0)')).toEqual({
      division: '1st in the NFC West, on record (3-0)',
      seed: '',
    });
  });
});
