import { FIRST_FILM_SEASON, getWeekFromSlug, getWeekSlug, isWeekSlug } from '@all22/domain';
import type { GtgWeek } from '../api/gtg-week';

/**
 * The guide's week in the address: `?season=2024&weekSlug=WEEK_5` (a week slug, as the stats pages
 * and the film room name weeks; `?week=` is the app-wide week override, spec 1 §4).
 */
export const GTG_SEASON_PARAM = 'season';
export const GTG_WEEK_SLUG_PARAM = 'weekSlug';

export interface GtgWeekQuery {
  /** The week the address names; null for the league's current week. */
  week: GtgWeek | null;
  /** One sentence per value the address gave that is not used. */
  problems: string[];
}

/**
 * The week of the address: a season (the league's first to the current one) and a week slug; a
 * season alone is its first regular-season week (the current week in the current season); a slug
 * alone is that week of the current season. Anything else is the current week, with a problem.
 */
export function parseGtgWeekQuery(params: URLSearchParams, current: GtgWeek): GtgWeekQuery {
  const problems: string[] = [];
  const rawSeason = params.get(GTG_SEASON_PARAM);
  const rawSlug = params.get(GTG_WEEK_SLUG_PARAM);
  let season: number | null = null;
  if (rawSeason !== null) {
    const value = /^\d{4}$/.test(rawSeason) ? Number(rawSeason) : Number.NaN;
    if (value >= FIRST_FILM_SEASON && value <= current.season) season = value;
    else
      problems.push(
        `Season "${rawSeason}" is not a season of the league (${FIRST_FILM_SEASON}–${current.season}).`,
      );
  }
  let slug = null;
  if (rawSlug !== null) {
    if (isWeekSlug(rawSlug)) slug = rawSlug;
    else problems.push(`Week "${rawSlug}" is not a week (WEEK_1 … WEEK_18, P1 … P4, WC, DIV, CONF, SB).`);
  }
  if (problems.length > 0 || (season === null && slug === null)) return { week: null, problems };
  if (slug !== null)
    return { week: { season: season ?? current.season, ...getWeekFromSlug(slug) }, problems };
  if (season === current.season) return { week: null, problems };
  return { week: { season: season!, seasonType: 'REG', week: 1 }, problems };
}

/** The query string of a week of the guide ("?season=2024&weekSlug=WEEK_5"); empty when it has no slug. */
export function formatGtgWeekSearch(week: GtgWeek): string {
  const slug = getWeekSlug(week.seasonType, week.week);
  if (slug === null) return '';
  return `?${new URLSearchParams({ [GTG_SEASON_PARAM]: String(week.season), [GTG_WEEK_SLUG_PARAM]: slug })}`;
}
