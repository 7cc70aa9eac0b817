import { describe, expect, it } from 'vitest';
import { formatPlayerStatus, isPlayerStatus, PLAYER_STATUSES } from './player-status.js';

describe('player statuses', () => {
  it('names every status', () => {
    expect(PLAYER_STATUSES.map(formatPlayerStatus)).toEqual([
      'Active',
      'Injured reserve',
      'Practice squad',
      'Free agent',
      'Retired',
    ]);
  });

  it('shows an unknown code as it is', () => {
    expect(formatPlayerStatus('SUS')).toBe('SUS');
    expect(formatPlayerStatus('')).toBe('');
  });

  it('accepts exactly the statuses, case-sensitively', () => {
    for (const status of PLAYER_STATUSES) expect(isPlayerStatus(status)).toBe(true);
    expect(isPlayerStatus('act')).toBe(false);
    expect(isPlayerStatus('IR')).toBe(false);
    expect(isPlayerStatus(null)).toBe(false);
  });
});
