import {
  FIRST_INSIGHT_WEEK,
  LAST_INSIGHT_WEEK,
  POINTS_PER_RECEPTION_OPTIONS,
  type PointsPerReception,
} from '@all22/domain';

/** What the address asks of the page: a scoring, a season and a week (each absent = the default). */
export interface InsightsQuery {
  readonly scoring: PointsPerReception | null;
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
 * The page's address: `scoring` (0, 0.5 or 1), `season` and `week` (a regular-season week). A value
 * that is not one of those is left out, and named in `problems` so the page can say so.
 */
export function parseInsightsQuery(params: URLSearchParams): { query: InsightsQuery; problems: string[] } {
  const problems: string[] = [];
  const scoringText = params.get('scoring');
  const scoring =
    scoringText === null
      ? null
      : (POINTS_PER_RECEPTION_OPTIONS.find((option) => String(option) === scoringText) ?? undefined);
  if (scoring === undefined) problems.push(`Scoring “${scoringText}” is not 0, 0.5 or 1.`);
  const season = parseWhole(params.get('season'), 1920, 2100);
  if (season === undefined) problems.push(`Season “${params.get('season')}” is not a season.`);
  const week = parseWhole(params.get('week'), FIRST_INSIGHT_WEEK, LAST_INSIGHT_WEEK);
  if (week === undefined) {
    problems.push(
      `Week “${params.get('week')}” is not a regular-season week (${FIRST_INSIGHT_WEEK}–${LAST_INSIGHT_WEEK}).`,
    );
  }
  return { query: { scoring: scoring ?? null, season: season ?? null, week: week ?? null }, problems };
}

/** The address with another scoring; the rest kept. */
export function withScoring(params: URLSearchParams, scoring: PointsPerReception): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('scoring', String(scoring));
  return next;
}
