import { describe, it, expect } from 'vitest';
import { formatByeWeekLabel, formatUpcomingLabel } from './player-header-labels.js';

describe('formatByeWeekLabel', () => {
  it('shows the bye week', () => {
    expect(formatByeWeekLabel(7)).toBe('BYE: WEEK 7');
    expect(formatByeWeekLabel(14)).toBe('BYE: WEEK 14');
  });
  it('is null without a bye', () => {
    expect(formatByeWeekLabel(null)).toBeNull();
    expect(formatByeWeekLabel(0)).toBeNull();
  });
});

describe('formatUpcomingLabel', () => {
  it('uses vs at home and @ away', () => {
    expect(formatUpcomingLabel({ isHome: true, opponentAbbr: 'KC' })).toBe('UPCOMING: vs KC');
    expect(formatUpcomingLabel({ isHome: false, opponentAbbr: 'ARI' })).toBe('UPCOMING: @ AZ');
  });
});
