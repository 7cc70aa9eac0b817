import { describe, expect, it } from 'vitest';
import { asGameId, asTeamId } from '../ids.js';
import { makePlayRecord } from './index.js';

const identity = {
  gameId: asGameId(2024090800),
  playId: 1,
  sequence: 1,
  season: 2024,
  seasonType: 'REG',
  week: 1,
  weekSlug: 'WEEK_1',
  occurredAt: '2024-09-08T17:00:00.000Z',
  quarter: 1,
  clock: '15:00',
  clockSeconds: 900,
  possessionTeamId: asTeamId('1000'),
  defenseTeamId: asTeamId('2000'),
  playType: 'play_type_rush',
} as const;

describe('makePlayRecord', () => {
  it('records a snap on which nothing happened', () => {
    const play = makePlayRecord(identity);
    expect(play).toMatchObject({
      ...identity,
      isSnap: true,
      yardsGained: 0,
      points: 0,
      passerId: null,
      down: null,
    });
    expect(play.offensePlayerIds).toEqual([]);
  });

  it('takes overrides, and never shares its lists between plays', () => {
    const first = makePlayRecord({ ...identity, down: 3, distance: 7 });
    const second = makePlayRecord(identity);
    expect(first).toMatchObject({ down: 3, distance: 7 });
    expect(first.tacklerIds).not.toBe(second.tacklerIds);
  });
});
