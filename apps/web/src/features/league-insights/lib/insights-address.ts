import { FIRST_INSIGHT_WEEK, LAST_INSIGHT_WEEK } from '@all22/domain';

/** What the address asks of the page: a season and a regular-season week (null = the default). */
export interface InsightsAddress {
  readonly season: number | null;
  readonly week: number | null;
}

const parseWhole = (text: string | null, min: number, max: number): number | null | undefined => {
  if (text === null) return null;
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
};

/**
 * The page's address: `season` and `week` (a regular-season week). A value that is neither is left
 * out, and named in `problems` so the page can say so.
 */
export function parseInsightsAddress(params: URLSearchParams): {
  address: InsightsAddress;
  problems: string[];
} {
  const problems: string[] = [];
  const season = parseWhole(params.get('season'), 1920, 2100);
  if (season === undefined) problems.push(`Season “${params.get('season')}” is not a season.`);
  const week = parseWhole(params.get('week'), FIRST_INSIGHT_WEEK, LAST_INSIGHT_WEEK);
  if (week === undefined) {
    problems.push(
      `Week “${params.get('week')}” is not a regular-season week (${FIRST_INSIGHT_WEEK}–${LAST_INSIGHT_WEEK}).`,
    );
  }
  return { address: { season: season ?? null, week: week ?? null }, problems };
}

/**
 * The address for another season and week: a new season alone starts at its default week (the
 * week of one season means nothing in another).
 */
export function withInsightsWeek(
  params: URLSearchParams,
  choice: { season: number; week: number | null },
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('season', String(choice.season));
  if (choice.week === null) next.delete('week');
  else next.set('week', String(choice.week));
  return next;
}
