import type { SeasonType } from './season-type.js';
import { getSeasonTypeOrder } from './season-type.js';
import { normalizeWeekNumber } from './week-slug.js';

/** A week anywhere in the league's history. */
export interface SeasonWeek {
  season: number;
  seasonType: SeasonType;
  week: number;
}

/**
 * Calendar order of two weeks: negative when `a` is earlier, 0 when the same week, positive when
 * later. Order is season, then PRE < REG < POST, then week; POST 19/20/21/23 equal POST 1/2/3/4.
 */
export function compareWeeks(a: SeasonWeek, b: SeasonWeek): number {
  if (a.season !== b.season) return a.season - b.season;
  const byType = getSeasonTypeOrder(a.seasonType) - getSeasonTypeOrder(b.seasonType);
  if (byType !== 0) return byType;
  // An unknown week number still compares by its raw value rather than breaking the order.
  const weekA = normalizeWeekNumber(a.seasonType, a.week) ?? a.week;
  const weekB = normalizeWeekNumber(b.seasonType, b.week) ?? b.week;
  return weekA - weekB;
}
