import { describe, expect, it } from 'vitest';
import { collectResultNumbers, findUngroundedNumbers } from './grounding.js';

describe('findUngroundedNumbers', () => {
  const results = [
    { player: 'J. Doe', season: 2024, points: 212.46, targets: 1234, weeks: ['2024 REG 7'], share: 23.4 },
  ];

  it('accepts figures shown as the results have them, rounded or with separators', () => {
    expect(
      findUngroundedNumbers('J. Doe scored 212.5 points in 2024 on 1,234 targets (23.4% share).', results),
    ).toEqual([]);
    expect(findUngroundedNumbers('In week 7 of 2024 he scored 212 points.', results)).toEqual([]);
  });

  it('names each number that no result accounts for', () => {
    expect(findUngroundedNumbers('He scored 215.3 points, 3.2 more than last year.', results)).toEqual([
      '215.3',
      '3.2',
    ]);
  });

  it('does not count ids in link targets or URLs as claims', () => {
    expect(findUngroundedNumbers('[J. Doe](/players/player/98765) — see https://x.test/99', results)).toEqual(
      [],
    );
  });

  it('takes no figures from ids', () => {
    const schedule = [
      { teamId: '0200', nflId: 52467, playerIds: [7], kickoff: '2024-10-13T17:00:00.000Z', week: 6 },
    ];
    expect(collectResultNumbers(schedule)).toEqual([2024, 10, 13, 0, 0, 6]);
    expect(findUngroundedNumbers('Week 6, Oct 13, team 200, player 7.', schedule)).toEqual(['200', '7']);
  });

  it('reads numbers inside strings of the results', () => {
    expect(collectResultNumbers([{ label: '2024 REG week 7', n: -1.5 }])).toEqual([2024, 7, -1.5]);
  });
});
