import { describe, expect, it } from 'vitest';
import { finalGame, liveGame, upcomingGame } from '../../testing/schedule-fixtures';
import { getLivePollIntervalMs } from './use-live-week-games';

describe('getLivePollIntervalMs', () => {
  it('does not poll while pushes arrive', () => {
    expect(getLivePollIntervalMs([liveGame], 'open')).toBe(false);
  });

  it('polls at the spec intervals while the push is down or not yet open', () => {
    expect(getLivePollIntervalMs([finalGame, liveGame, upcomingGame], 'down')).toBe(30_000);
    expect(getLivePollIntervalMs([finalGame, upcomingGame], 'down')).toBe(120_000);
    expect(getLivePollIntervalMs([finalGame], 'connecting')).toBe(600_000);
    expect(getLivePollIntervalMs([], 'down')).toBe(600_000);
  });
});
