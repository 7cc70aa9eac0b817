import { describe, it, expect } from 'vitest';
import { getLiveRefreshIntervalSeconds } from './live-refresh-interval.js';

const phases = (...list: string[]) => list.map((phase) => ({ phase }));

describe('getLiveRefreshIntervalSeconds', () => {
  it('is 600 s for no games', () => {
    expect(getLiveRefreshIntervalSeconds([])).toBe(600);
  });
  it('is 30 s when any game is INGAME or HALFTIME', () => {
    expect(getLiveRefreshIntervalSeconds(phases('FINAL', 'INGAME', 'PRE'))).toBe(30);
    expect(getLiveRefreshIntervalSeconds(phases('HALFTIME'))).toBe(30);
  });
  it('is 120 s when a game is PRE or PREGAME and none is in progress', () => {
    expect(getLiveRefreshIntervalSeconds(phases('FINAL', 'PRE'))).toBe(120);
    expect(getLiveRefreshIntervalSeconds(phases('PREGAME'))).toBe(120);
  });
  it('is 600 s when every game is final', () => {
    expect(getLiveRefreshIntervalSeconds(phases('FINAL', 'FINAL_OVERTIME'))).toBe(600);
  });
  it('counts only the phases the spec names (SUSPENDED, SCHEDULED are slow)', () => {
    expect(getLiveRefreshIntervalSeconds(phases('SUSPENDED'))).toBe(600);
    expect(getLiveRefreshIntervalSeconds(phases('SCHEDULED'))).toBe(600);
    expect(getLiveRefreshIntervalSeconds(phases('SUSPENDED', 'PRE'))).toBe(120);
  });
});
