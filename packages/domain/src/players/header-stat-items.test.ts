import { describe, it, expect } from 'vitest';
import { formatHeaderStatValue, selectHeaderStatItems } from './header-stat-items.js';
import { getPlayerHeaderStatSettings } from './player-header-stat-settings.js';

const qb = getPlayerHeaderStatSettings('QB');
const k = getPlayerHeaderStatSettings('K');

describe('selectHeaderStatItems', () => {
  it('shows at most 3 items, in settings order', () => {
    const stats = {
      passing: { yardsPerGame: 275.44, touchdownsPerGame: 2, interceptionsPerGame: 0.6, passerRating: 101.3 },
      rushing: { yardsPerGame: 20 },
    };
    expect(selectHeaderStatItems(qb, stats).map((i) => [i.setting.label, i.text])).toEqual([
      ['Pass YPG', '275.4'],
      ['Pass TD/G', '2.0'],
      ['INT/G', '0.6'],
    ]);
  });
  it('skips items without a value and fills from later ones', () => {
    const stats = { passing: { yardsPerGame: 200, passerRating: null }, rushing: { yardsPerGame: 31.25 } };
    expect(selectHeaderStatItems(qb, stats).map((i) => i.setting.label)).toEqual(['Pass YPG', 'Rush YPG']);
  });
  it('returns nothing for empty stats or empty settings', () => {
    expect(selectHeaderStatItems(qb, {})).toEqual([]);
    expect(selectHeaderStatItems(qb, null)).toEqual([]);
    expect(selectHeaderStatItems([], { passing: { yardsPerGame: 1 } })).toEqual([]);
  });
  it('honours a smaller limit and never a negative one', () => {
    const stats = { passing: { yardsPerGame: 1, touchdownsPerGame: 1 } };
    expect(selectHeaderStatItems(qb, stats, 1)).toHaveLength(1);
    expect(selectHeaderStatItems(qb, stats, -1)).toHaveLength(0);
  });
  it('needs both values of a made-attempted item', () => {
    const stats = {
      kicking: { fieldGoalsMade: 25, longestFieldGoal: 58, extraPointsMade: 40, extraPointsAttempted: 41 },
    };
    expect(selectHeaderStatItems(k, stats).map((i) => i.text)).toEqual(['58', '40-41']);
  });
});

describe('formatHeaderStatValue', () => {
  const kicking = {
    kicking: {
      fieldGoalsMade: 25,
      fieldGoalsAttempted: 30,
      fieldGoalPercentage: 83.333,
      longestFieldGoal: 58,
    },
  };
  it('formats made-attempted pairs as counts', () => {
    expect(formatHeaderStatValue(k[0]!, kicking)).toBe('25-30');
  });
  it('formats percentages with 1 decimal and %', () => {
    expect(formatHeaderStatValue(k[2]!, kicking)).toBe('83.3%');
  });
  it('formats counts with 0 decimals', () => {
    expect(formatHeaderStatValue(k[1]!, kicking)).toBe('58');
  });
  it('uses thousands separators for big per-game values', () => {
    expect(formatHeaderStatValue(qb[0]!, { passing: { yardsPerGame: 1234.56 } })).toBe('1,234.6');
  });
  it('shows an em dash when a value is missing', () => {
    expect(formatHeaderStatValue(k[0]!, { kicking: { fieldGoalsMade: 25 } })).toBe('—');
    expect(formatHeaderStatValue(qb[0]!, {})).toBe('—');
  });
});
