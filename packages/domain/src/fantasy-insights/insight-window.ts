/**
 * The weeks the fantasy insights read. Insights are for a regular-season week about to be played
 * (the decisions of "this week"): they read only the finished games of the weeks before it, so a
 * week's insights stay put while its games are played.
 */

/** "The last 3 weeks": the recent window of the usage trends. */
export const INSIGHT_RECENT_WEEKS = 3;

/** The regular season's weeks an insight week can be (week 1 has nothing before it). */
export const FIRST_INSIGHT_WEEK = 1;
export const LAST_INSIGHT_WEEK = 18;

export interface InsightWindow {
  readonly season: number;
  /** The week the decisions are for. */
  readonly week: number;
  /** The last week read (week − 1); 0 when nothing is read. */
  readonly throughWeek: number;
  /** The first week of the recent window: the last {@link INSIGHT_RECENT_WEEKS} weeks read. */
  readonly recentFirstWeek: number;
}

/**
 * The weeks behind a week's insights: "the season" is weeks 1 to week − 1, "the last 3 weeks" the
 * last three of them (calendar weeks: a bye inside them leaves two games).
 */
export function getInsightWindow(season: number, week: number): InsightWindow {
  const throughWeek = Math.max(0, week - 1);
  return {
    season,
    week,
    throughWeek,
    recentFirstWeek: Math.max(1, throughWeek - INSIGHT_RECENT_WEEKS + 1),
  };
}

/** Whether a week read belongs to the recent window. */
export function isRecentInsightWeek(window: InsightWindow, week: number): boolean {
  return week >= window.recentFirstWeek && week <= window.throughWeek;
}
