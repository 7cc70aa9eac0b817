/** Number of regular-season weeks (spec 1 §9). */
export const REGULAR_SEASON_WEEK_COUNT = 18;

/** Preseason weeks: 0 is the Hall of Fame game, 1–4 are P1–P4. */
export const FIRST_PRESEASON_WEEK = 0;
export const LAST_PRESEASON_WEEK = 4;

/** Postseason weeks counted within the postseason: 1 WC, 2 DIV, 3 CONF, 4 SB. */
export const POSTSEASON_WEEK_COUNT = 4;

/**
 * Postseason weeks as league-wide week numbers (spec 1 §3): 19 WC, 20 DIV, 21 CONF, 23 SB.
 * Week 22 is the Pro Bowl week, which has no slug and no games we show.
 */
export const POSTSEASON_ABSOLUTE_WEEKS = [19, 20, 21, 23] as const;

/** League-wide week number of the Pro Bowl week: never a valid week for games. */
export const PRO_BOWL_WEEK = 22;
