import { describe, expect, it } from 'vitest';
import { groupGamesByDay } from './group-games-by-day.js';

const game = (gameId: number, gameDate: string, time: string, day: string, month: string) => ({
  gameId,
  gameDate,
  time,
  dateDayShort: day,
  dateDayMonth: month,
});

describe('groupGamesByDay', () => {
  it('groups by Eastern date in calendar order, each day by kick-off then id', () => {
    const monday = game(5, '2024-10-14', '2024-10-15T00:15:00Z', 'MON', 'OCT 14');
    const sundayLate = game(4, '2024-10-13', '2024-10-13T20:25:00Z', 'SUN', 'OCT 13');
    const sundayEarlyB = game(3, '2024-10-13', '2024-10-13T17:00:00Z', 'SUN', 'OCT 13');
    const sundayEarlyA = game(2, '2024-10-13', '2024-10-13T17:00:00Z', 'SUN', 'OCT 13');
    const thursday = game(1, '2024-10-10', '2024-10-11T00:15:00Z', 'THU', 'OCT 10');
    const days = groupGamesByDay([monday, sundayLate, sundayEarlyB, thursday, sundayEarlyA]);
    expect(days.map((day) => day.label)).toEqual(['THU OCT 10', 'SUN OCT 13', 'MON OCT 14']);
    expect(days[1]?.games.map((entry) => entry.gameId)).toEqual([2, 3, 4]);
    // A Monday-night game is on Monday in the East although it is Tuesday in UTC.
    expect(days[2]?.date).toBe('2024-10-14');
  });

  it('is empty for a week without games', () => {
    expect(groupGamesByDay([])).toEqual([]);
  });
});
