import { describe, expect, it } from 'vitest';
import { asGameId } from '../ids.js';
import { getInsightWindow } from './insight-window.js';
import { classifyUsageTrend, compareUsage, USAGE_TREND_RULES, type UsageGame } from './usage-trends.js';

/** Week 7's window: weeks 1–6 read, 4–6 recent. */
const window = getInsightWindow(2024, 7);

const game = (week: number, fields: Partial<UsageGame> = {}): UsageGame => ({
  gameId: asGameId(2024090000 + week),
  week,
  snapShare: 50,
  targets: 4,
  targetShare: 15,
  carries: 2,
  redZoneTouches: 0,
  ...fields,
});

/** Three early weeks of one usage and three recent ones of another. */
const season = (early: Partial<UsageGame>, recent: Partial<UsageGame>) => [
  ...[1, 2, 3].map((week) => game(week, early)),
  ...[4, 5, 6].map((week) => game(week, recent)),
];

describe('compareUsage', () => {
  it('sets the last 3 weeks against the whole season read, per game', () => {
    const comparison = compareUsage(
      season({ snapShare: 40, carries: 6 }, { snapShare: 70, carries: 12 }),
      window,
    );
    expect(comparison?.recent).toMatchObject({ games: 3, snapShare: 70, carries: 12 });
    expect(comparison?.season).toMatchObject({ games: 6, snapShare: 55, carries: 9 });
    expect(comparison?.change).toEqual({ snapShare: 15, targetShare: 0, carries: 3, redZoneTouches: 0 });
  });

  it('leaves out games outside the weeks read', () => {
    const comparison = compareUsage([...season({}, {}), game(7, { carries: 30 })], window);
    expect(comparison?.season.games).toBe(6);
  });

  it('needs two recent games (a bye leaves two) and one before them', () => {
    const withBye = [game(1), game(2), game(4), game(6)];
    expect(compareUsage(withBye, window)?.recent.games).toBe(2);
    expect(compareUsage([game(1), game(2), game(6)], window)).toBeNull();
    expect(compareUsage([game(4), game(5), game(6)], window)).toBeNull();
  });

  it('keeps a share missing on both sides missing in the change', () => {
    const comparison = compareUsage(season({ targetShare: null }, { targetShare: null }), window);
    expect(comparison?.change.targetShare).toBeNull();
  });
});

describe('classifyUsageTrend', () => {
  const { thresholds } = USAGE_TREND_RULES;
  const classify = (early: Partial<UsageGame>, recent: Partial<UsageGame>) =>
    classifyUsageTrend(compareUsage(season(early, recent), window)!);

  it('calls a riser when a metric rises by its threshold and none falls', () => {
    // Recent minus season is half of recent minus early here (three weeks of six).
    expect(classify({ carries: 4 }, { carries: 4 + 2 * thresholds.carries })).toEqual({
      trend: 'riser',
      signals: ['carries'],
      strength: 1,
    });
    expect(classify({ carries: 4 }, { carries: 4 + 2 * thresholds.carries - 0.2 })).toBeNull();
  });

  it('calls a faller the other way, and neither when metrics move both ways', () => {
    expect(classify({ snapShare: 80, targetShare: 25 }, { snapShare: 60, targetShare: 10 })).toMatchObject({
      trend: 'faller',
      signals: ['snapShare', 'targetShare'],
    });
    expect(classify({ snapShare: 50, carries: 12 }, { snapShare: 80, carries: 4 })).toBeNull();
  });

  it('ranks by how far past the thresholds the moves went', () => {
    const twice = classify({ redZoneTouches: 0 }, { redZoneTouches: 4 * thresholds.redZoneTouches });
    expect(twice?.strength).toBe(2);
  });

  it('wants a riser to play a real part now and a faller to have had one', () => {
    expect(classify({ snapShare: 5 }, { snapShare: 5 + 2 * thresholds.snapShare })).toBeNull();
    expect(classify({ snapShare: 30 }, { snapShare: 30 - 2 * thresholds.snapShare })).toBeNull();
    expect(classify({ snapShare: 46 }, { snapShare: 46 - 2 * thresholds.snapShare })).toMatchObject({
      trend: 'faller',
    });
  });
});
