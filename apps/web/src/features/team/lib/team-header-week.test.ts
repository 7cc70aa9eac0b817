import { describe, expect, it } from 'vitest';
import { getTeamHeaderWeek } from './team-header-week';

const pregame = { phase: 'PREGAME' };
const live = { phase: 'INGAME' };

describe('getTeamHeaderWeek', () => {
  it('is the current week once the regular season has a score', () => {
    const current = { season: 2024, seasonType: 'REG' as const, week: 6 };
    expect(getTeamHeaderWeek(current, [pregame])).toEqual(current);
    expect(getTeamHeaderWeek({ ...current, week: 1 }, [live, pregame])).toEqual({ ...current, week: 1 });
  });

  it('is the previous season as it ended in the preseason, or in week 1 before a score', () => {
    const previous = { season: 2023, seasonType: 'POST', week: 1 };
    expect(getTeamHeaderWeek({ season: 2024, seasonType: 'PRE', week: 2 }, [live])).toEqual(previous);
    expect(getTeamHeaderWeek({ season: 2024, seasonType: 'REG', week: 1 }, [pregame])).toEqual(previous);
  });
});
