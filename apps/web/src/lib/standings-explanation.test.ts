import { describe, expect, it } from 'vitest';
import { explainStandingsRow, isDecidedByTieBreaker } from './standings-explanation';

describe('standings explanations', () => {
  const tied = {
    explanation: {
      division: '2nd in the AFC East, lost division tie-breaker to BUF on head-to-head (0-2)',
      seed: 'Seed 5: wild card, won wild-card tie-breaker over LV on common games (minimum 4) (5-0)',
    },
  };

  it('turns the division and seed explanations into sentences', () => {
    expect(explainStandingsRow(tied)).toEqual([
      '2nd in the AFC East, lost division tie-breaker to BUF on head-to-head (0-2).',
      'Seed 5: wild card, won wild-card tie-breaker over LV on common games (minimum 4) (5-0).',
    ]);
    expect(
      explainStandingsRow({ explanation: { division: '1st in the NFC West, on record', seed: '' } }),
    ).toEqual(['1st in the NFC West, on record.']);
    expect(explainStandingsRow({ explanation: { division: '', seed: '' } })).toEqual([]);
  });

  it('tells a place a tie-breaker decided from one the record decided', () => {
    expect(isDecidedByTieBreaker(tied)).toBe(true);
    expect(
      isDecidedByTieBreaker({
        explanation: {
          division: '3rd in the AFC East, on record (6-10)',
          seed: 'Out of the playoffs: 12th in the AFC, on record (6-10)',
        },
      }),
    ).toBe(false);
  });
});
