import type { SeasonType } from './season-type.js';
import { normalizeWeekNumber } from './week-slug.js';

/**
 * The Week entity's `seasonTypeWeek`: "{seasonType}-{week}" with the canonical week number
 * (PRE 0–4, REG 1–18, POST 1–4), e.g. "REG-5", "POST-4". Null for a week that does not exist.
 * It is the week override query without the season.
 */
export function getSeasonTypeWeek(seasonType: SeasonType, week: number): string | null {
  const canonical = normalizeWeekNumber(seasonType, week);
  return canonical === null ? null : `${seasonType}-${canonical}`;
}
