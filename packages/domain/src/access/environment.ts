/** The production APP_ENV value; every other value is a lower environment (DESIGN.md, Configuration). */
export const PRODUCTION_APP_ENV = 'production';

/**
 * True for every APP_ENV except production (staging, development, anything else). Compared
 * trimmed and case-insensitively, so a mistyped "Production" still hides the unfinished features.
 */
export const isLowerEnvironment = (appEnv: string): boolean =>
  appEnv.trim().toLowerCase() !== PRODUCTION_APP_ENV;

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
export const isTabVisible = (tab: string, appEnv: string): boolean =>
  isLowerEnvironment(appEnv) || !(PRODUCTION_HIDDEN_TABS as readonly string[]).includes(tab);

/** The main-nav Insights item shows in lower environments only (spec 1 §2, spec 2 §6). */
export const isInsightsNavVisible = (appEnv: string): boolean => isLowerEnvironment(appEnv);
