import { asSmartId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { describeCurrentSchedule } from './describe-current-schedule.js';

describe('describeCurrentSchedule', () => {
  it('names the current week and lists the final games of it', () => {
    const games = [
      { smartId: asSmartId('a'), phase: 'FINAL' },
      { smartId: asSmartId('b'), phase: 'INGAME' },
      { smartId: asSmartId('c'), phase: 'FINAL_OVERTIME' },
      { smartId: asSmartId('d'), phase: 'PREGAME' },
    ];
    expect(describeCurrentSchedule(Date.parse('2026-11-23T15:00:00Z'), games)).toEqual({
      season: 2026,
      seasonType: 'REG',
      week: 11,
      gamesPlayedSmartIds: ['a', 'c'],
      numberOfGamesPlayed: 2,
    });
  });

  it('reports nothing played before the week kicks off', () => {
    const schedule = describeCurrentSchedule(Date.parse('2026-09-08T15:00:00Z'), []);
    expect(schedule).toMatchObject({ season: 2026, seasonType: 'REG', week: 1, numberOfGamesPlayed: 0 });
  });
});
