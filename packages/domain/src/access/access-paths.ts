/** Paths the access rules send users to (spec 1 §2). */
export const HOME_PATH = '/';
/** The country-blocked page. */
export const SORRY_PATH = '/sorry';
export const LOGIN_PATH = '/login';
/** The subscription promo route when PROMO_PATH is not configured (the spec shows it as /{promo}). */
export const DEFAULT_PROMO_PATH = '/subscribe';
export const FANTASY_PATH = '/fantasy';
export const FANTASY_AI_PATH = '/fantasy/ai';
export const FANTASY_STATS_PATH = '/fantasy/stats';
