import {
  LAST_PRESEASON_WEEK,
  POSTSEASON_ABSOLUTE_WEEKS,
  POSTSEASON_WEEK_COUNT,
  REGULAR_SEASON_WEEK_COUNT,
} from './season-calendar.js';
import type { SeasonType } from './season-type.js';

/** Preseason slugs in week order: HOF is week 0, P1–P4 are weeks 1–4. */
export const PRESEASON_WEEK_SLUGS = ['HOF', 'P1', 'P2', 'P3', 'P4'] as const;
/** Regular-season slugs WEEK_1 … WEEK_18 in week order. */
export const REGULAR_SEASON_WEEK_SLUGS = [
  'WEEK_1',
  'WEEK_2',
  'WEEK_3',
  'WEEK_4',
  'WEEK_5',
  'WEEK_6',
  'WEEK_7',
  'WEEK_8',
  'WEEK_9',
  'WEEK_10',
  'WEEK_11',
  'WEEK_12',
  'WEEK_13',
  'WEEK_14',
  'WEEK_15',
  'WEEK_16',
  'WEEK_17',
  'WEEK_18',
] as const;
/** Postseason slugs in week order: weeks 1–4 (league weeks 19, 20, 21, 23). */
export const POSTSEASON_WEEK_SLUGS = ['WC', 'DIV', 'CONF', 'SB'] as const;

/** Every week slug of a league year, in calendar order (spec 1 §3). */
export const WEEK_SLUGS = [
  ...PRESEASON_WEEK_SLUGS,
  ...REGULAR_SEASON_WEEK_SLUGS,
  ...POSTSEASON_WEEK_SLUGS,
] as const;
export type WeekSlug = (typeof WEEK_SLUGS)[number];

/** A week as the API identifies it. For POST, `week` is the canonical 1–4 (see {@link normalizeWeekNumber}). */
export interface SeasonTypeAndWeek {
  seasonType: SeasonType;
  week: number;
}

/** True when `value` is exactly one of {@link WEEK_SLUGS} (case-sensitive). */
export function isWeekSlug(value: unknown): value is WeekSlug {
  return typeof value === 'string' && (WEEK_SLUGS as readonly string[]).includes(value);
}

/**
 * Canonical week number within its season type, or null when the week does not exist.
 * PRE 0–4, REG 1–18, POST 1–4; POST also accepts the league-wide numbers 19 (WC), 20 (DIV),
 * 21 (CONF) and 23 (SB), mapped to 1–4. 22 (Pro Bowl) and non-integers are rejected.
 */
export function normalizeWeekNumber(seasonType: SeasonType, week: number): number | null {
  if (!Number.isInteger(week)) return null;
  switch (seasonType) {
    case 'PRE':
      return week >= 0 && week <= LAST_PRESEASON_WEEK ? week : null;
    case 'REG':
      return week >= 1 && week <= REGULAR_SEASON_WEEK_COUNT ? week : null;
    case 'POST': {
      if (week >= 1 && week <= POSTSEASON_WEEK_COUNT) return week;
      const index = (POSTSEASON_ABSOLUTE_WEEKS as readonly number[]).indexOf(week);
      return index === -1 ? null : index + 1;
    }
  }
}

/**
 * Slug of a (seasonType, week), or null for a week that does not exist.
 * PRE 0 → HOF, 1–4 → P1–P4; REG n → WEEK_n (1–18); POST 1–4 or 19/20/21/23 → WC/DIV/CONF/SB.
 */
export function getWeekSlug(seasonType: SeasonType, week: number): WeekSlug | null {
  const canonical = normalizeWeekNumber(seasonType, week);
  if (canonical === null) return null;
  switch (seasonType) {
    case 'PRE':
      return PRESEASON_WEEK_SLUGS[canonical] ?? null;
    case 'REG':
      return REGULAR_SEASON_WEEK_SLUGS[canonical - 1] ?? null;
    case 'POST':
      return POSTSEASON_WEEK_SLUGS[canonical - 1] ?? null;
  }
}

/** The (seasonType, week) a slug stands for; POST weeks come back as the canonical 1–4. */
export function getWeekFromSlug(slug: WeekSlug): SeasonTypeAndWeek {
  const pre = (PRESEASON_WEEK_SLUGS as readonly string[]).indexOf(slug);
  if (pre !== -1) return { seasonType: 'PRE', week: pre };
  const reg = (REGULAR_SEASON_WEEK_SLUGS as readonly string[]).indexOf(slug);
  if (reg !== -1) return { seasonType: 'REG', week: reg + 1 };
  // The only slugs left are postseason ones.
  return { seasonType: 'POST', week: (POSTSEASON_WEEK_SLUGS as readonly string[]).indexOf(slug) + 1 };
}

/**
 * League-wide week number of a slug: PRE and REG as their own numbers, POST as 19/20/21/23.
 * Useful where a feed numbers the postseason after week 18.
 */
export function getAbsoluteWeekNumber(slug: WeekSlug): number {
  const { seasonType, week } = getWeekFromSlug(slug);
  return seasonType === 'POST' ? (POSTSEASON_ABSOLUTE_WEEKS[week - 1] ?? week) : week;
}

/** The week slugs of a season type, in calendar order. */
export function getSeasonTypeWeekSlugs(seasonType: SeasonType): readonly WeekSlug[] {
  switch (seasonType) {
    case 'PRE':
      return PRESEASON_WEEK_SLUGS;
    case 'REG':
      return REGULAR_SEASON_WEEK_SLUGS;
    case 'POST':
      return POSTSEASON_WEEK_SLUGS;
  }
}
