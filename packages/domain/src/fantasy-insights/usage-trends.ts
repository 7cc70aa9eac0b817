import {
  averageUsage,
  roundToTenth,
  type UsageAverages,
  type UsageFigures,
} from '../fantasy/usage-averages.js';
import type { GameId } from '../ids.js';
import { isRecentInsightWeek, type InsightWindow } from './insight-window.js';

/** One finished game of a player's usage. */
export interface UsageGame extends UsageFigures {
  readonly gameId: GameId;
  readonly week: number;
}

/** The usage figures a trend is judged on. */
export const USAGE_METRICS = ['snapShare', 'targetShare', 'carries', 'redZoneTouches'] as const;
export type UsageMetric = (typeof USAGE_METRICS)[number];

/** Recent minus season, per game (shares in percentage points); null where a share is missing. */
export type UsageChange = {
  readonly [M in UsageMetric]: M extends 'snapShare' | 'targetShare' ? number | null : number;
};

/** "The last 3 weeks against the season": per-game usage of both, and the change. */
export interface UsageComparison {
  readonly recent: UsageAverages;
  /** Every game read, the recent ones included. */
  readonly season: UsageAverages;
  readonly change: UsageChange;
}

/**
 * When a change in usage is a trend. A metric moves when the last 3 weeks differ from the season by
 * its threshold or more (shares in percentage points, counts per game); a riser has a metric up and
 * none down, a faller the reverse. The recent window is part of the season, so a change of 8 points
 * of snap share after five games is a change of about 13 points against the two games before.
 */
export const USAGE_TREND_RULES = {
  /** Games in the last 3 weeks (a bye leaves two). */
  minimumRecentGames: 2,
  /** Games before them, so the season is more than the window. */
  minimumEarlierGames: 1,
  thresholds: { snapShare: 8, targetShare: 4, carries: 2, redZoneTouches: 0.7 } satisfies Record<
    UsageMetric,
    number
  >,
  /** A riser plays a real part now: this share of the snaps or more in the last 3 weeks. */
  riserMinimumRecentSnapShare: 25,
  /** A faller had a real part: this share of the snaps or more over the season. */
  fallerMinimumSeasonSnapShare: 35,
} as const;

const difference = (recent: number | null, season: number | null): number | null =>
  recent === null || season === null ? null : roundToTenth(recent - season);

/**
 * A player's usage in the last 3 weeks of the window against his season (every game read), or
 * null when he has too few games for the comparison to mean anything.
 */
export function compareUsage(games: readonly UsageGame[], window: InsightWindow): UsageComparison | null {
  const read = games.filter((game) => game.week >= 1 && game.week <= window.throughWeek);
  const recentGames = read.filter((game) => isRecentInsightWeek(window, game.week));
  const earlierGames = read.length - recentGames.length;
  if (
    recentGames.length < USAGE_TREND_RULES.minimumRecentGames ||
    earlierGames < USAGE_TREND_RULES.minimumEarlierGames
  ) {
    return null;
  }
  const recent = averageUsage(recentGames);
  const season = averageUsage(read);
  return {
    recent,
    season,
    change: {
      snapShare: difference(recent.snapShare, season.snapShare),
      targetShare: difference(recent.targetShare, season.targetShare),
      carries: roundToTenth(recent.carries - season.carries),
      redZoneTouches: roundToTenth(recent.redZoneTouches - season.redZoneTouches),
    },
  };
}

export type UsageTrendKind = 'riser' | 'faller';

export interface UsageTrendCall {
  readonly trend: UsageTrendKind;
  /** The metrics that moved past their thresholds, in USAGE_METRICS order. */
  readonly signals: readonly UsageMetric[];
  /** How far past: the sum of each moved metric's change over its threshold (ranks the cards). */
  readonly strength: number;
}

/** Whether a comparison makes the player a usage riser or faller (USAGE_TREND_RULES), or neither. */
export function classifyUsageTrend(comparison: UsageComparison): UsageTrendCall | null {
  const { thresholds } = USAGE_TREND_RULES;
  const moved = (direction: 1 | -1) =>
    USAGE_METRICS.filter((metric) => {
      const change = comparison.change[metric];
      return change !== null && direction * change >= thresholds[metric];
    });
  const up = moved(1);
  const down = moved(-1);
  const strength = (signals: readonly UsageMetric[]) =>
    roundToTenth(
      signals.reduce(
        (total, metric) => total + Math.abs(comparison.change[metric] ?? 0) / thresholds[metric],
        0,
      ),
    );
  if (up.length > 0 && down.length === 0) {
    const share = comparison.recent.snapShare ?? 0;
    if (share < USAGE_TREND_RULES.riserMinimumRecentSnapShare) return null;
    return { trend: 'riser', signals: up, strength: strength(up) };
  }
  if (down.length > 0 && up.length === 0) {
    const share = comparison.season.snapShare ?? 0;
    if (share < USAGE_TREND_RULES.fallerMinimumSeasonSnapShare) return null;
    return { trend: 'faller', signals: down, strength: strength(down) };
  }
  return null;
}
