import { describe, it, expect } from 'vitest';
import { getGameStatusGroup, isFinal, isGamePhase, isLive, isPregame } from './game-phase.js';

describe('isFinal', () => {
  it.each(['FINAL', 'FINAL_OVERTIME', 'final', 'FINAL_OT'])('is true for %s', (phase) => {
    expect(isFinal(phase)).toBe(true);
  });
  it.each(['PRE', 'PREGAME', 'INGAME', 'HALFTIME', 'SUSPENDED', 'SCHEDULED', ''])(
    'is false for %j',
    (phase) => {
      expect(isFinal(phase)).toBe(false);
    },
  );
});

describe('isLive', () => {
  it.each(['INGAME', 'HALFTIME', 'SUSPENDED'])('is true for %s', (phase) => expect(isLive(phase)).toBe(true));
  it.each(['PRE', 'PREGAME', 'SCHEDULED', 'FINAL', 'FINAL_OVERTIME', 'DELAYED'])('is false for %s', (phase) =>
    expect(isLive(phase)).toBe(false),
  );
});

describe('isPregame', () => {
  it.each(['PRE', 'PREGAME', 'SCHEDULED'])('is true for %s', (phase) => expect(isPregame(phase)).toBe(true));
  it.each(['INGAME', 'FINAL', 'POSTPONED', ''])('is false for %j', (phase) =>
    expect(isPregame(phase)).toBe(false),
  );
});

describe('getGameStatusGroup', () => {
  it('classifies every kind of phase', () => {
    expect(getGameStatusGroup('HALFTIME')).toBe('live');
    expect(getGameStatusGroup('SCHEDULED')).toBe('pregame');
    expect(getGameStatusGroup('FINAL_OVERTIME')).toBe('final');
    expect(getGameStatusGroup('POSTPONED')).toBe('other');
  });
});

describe('isGamePhase', () => {
  it('accepts listed phases and rejects others', () => {
    expect(isGamePhase('SUSPENDED')).toBe(true);
    expect(isGamePhase('FINAL_OVERTIME')).toBe(true);
    expect(isGamePhase('POSTPONED')).toBe(false);
    expect(isGamePhase(undefined)).toBe(false);
  });
});
