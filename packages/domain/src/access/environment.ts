/** The production APP_ENV value; every other value is a lower environment (DESIGN.md, Configuration). */
export const PRODUCTION_APP_ENV = 'production';

/**
 * True for every APP_ENV except production (staging, development, anything else). Compared
 * trimmed and case-insensitively, so a mistyped "Production" still hides the unfinished features.
 */
export function isLowerEnvironment(appEnv: string): boolean {
  return appEnv.trim().toLowerCase() !== PRODUCTION_APP_ENV;
}

/**
 * Tabs hidden in production (spec 1 §2, §6), by route sub-page slug: the team page's depth chart and
 * the game page's team stats, videos, articles and box score v2.
 */
export const PRODUCTION_HIDDEN_TABS = [
  'depth-chart',
  'team-stats',
  'videos',
  'articles',
  'box-score-v2',
] as const;
export type ProductionHiddenTab = (typeof PRODUCTION_HIDDEN_TABS)[number];

/** True when a tab (by sub-page slug, e.g. "box-score") may be shown in `appEnv`. Unlisted tabs always show. */
export function isTabVisible(tab: string, appEnv: string): boolean {
  return isLowerEnvironment(appEnv) || !(PRODUCTION_HIDDEN_TABS as readonly string[]).includes(tab);
}

/**
 * Pages offered in lower environments only: the league insights, /insights and /insights-beta (the
 * main nav's Insights item is for lower environments, spec 1 §2, spec 2 §6). In production their
 * address sends the visitor home, as a hidden tab sends him to its page. A pattern rather than a
 * list: this runs in the start-up script, whose every byte counts.
 */
const LOWER_ENVIRONMENT_PAGE = /^\/insights(-beta)?$/;

/** True when `path` (normalised, without query) is a page `appEnv` does not offer. */
export function isHiddenPage(path: string, appEnv: string): boolean {
  return LOWER_ENVIRONMENT_PAGE.test(path) && !isLowerEnvironment(appEnv);
}

/** The main-nav Insights item shows in lower environments only (spec 1 §2, spec 2 §6). */
export function isInsightsNavVisible(appEnv: string): boolean {
  return isLowerEnvironment(appEnv);
}
