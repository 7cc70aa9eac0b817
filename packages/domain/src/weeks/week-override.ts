import type { SeasonType } from './season-type.js';
import { isSeasonType } from './season-type.js';
import type { WeekSlug } from './week-slug.js';
import { getWeekFromSlug, getWeekSlug, isWeekSlug, normalizeWeekNumber } from './week-slug.js';

/** A week chosen through the `season-type-week` override query. `week` is canonical (POST 1–4). */
export interface WeekOverride {
  season: number;
  seasonType: SeasonType;
  week: number;
  weekSlug: WeekSlug;
}

/** The app environment in which the week override is ignored (spec 1 §4: lower environments only). */
export const WEEK_OVERRIDE_DISABLED_ENV = 'production';

const OVERRIDE_PATTERN = /^(\d{4})-([A-Z]+)-([A-Z0-9_]+)$/;

/**
 * Parses a week override of the form `{season}-{seasonType}-{week}`, case-insensitive, surrounding
 * spaces ignored. `week` is either a number valid for the season type (PRE 0–4, REG 1–18,
 * POST 1–4 or 19/20/21/23) or a slug of that season type (HOF, P3, WEEK_5, WC, DIV, CONF, SB).
 * Examples: "2024-REG-5", "2024-reg-week_5", "2025-POST-WC", "2025-POST-19", "2024-PRE-0".
 * Returns null for anything else, including a slug from another season type ("2024-REG-WC").
 */
export function parseWeekOverride(value: string | null | undefined): WeekOverride | null {
  if (typeof value !== 'string') return null;
  const match = OVERRIDE_PATTERN.exec(value.trim().toUpperCase());
  if (!match) return null;
  const [, seasonText = '', seasonType, weekText = ''] = match;
  if (!isSeasonType(seasonType)) return null;
  const season = Number(seasonText);

  if (/^\d+$/.test(weekText)) {
    const week = normalizeWeekNumber(seasonType, Number(weekText));
    const weekSlug = week === null ? null : getWeekSlug(seasonType, week);
    return week === null || weekSlug === null ? null : { season, seasonType, week, weekSlug };
  }
  if (!isWeekSlug(weekText)) return null;
  const fromSlug = getWeekFromSlug(weekText);
  if (fromSlug.seasonType !== seasonType) return null;
  return { season, seasonType, week: fromSlug.week, weekSlug: weekText };
}

/** True when the week override may be honoured: every environment but production. */
export function canOverrideWeek(appEnv: string): boolean {
  return appEnv !== WEEK_OVERRIDE_DISABLED_ENV;
}

/**
 * The week override to honour, or null: parsed from the query value, and only outside production
 * (`appEnv !== 'production'`).
 */
export function getWeekOverride(value: string | null | undefined, appEnv: string): WeekOverride | null {
  return canOverrideWeek(appEnv) ? parseWeekOverride(value) : null;
}
