import type { WeekSlug } from './week-slug.js';
import { getWeekFromSlug } from './week-slug.js';

/**
 * The Week entity's `weekType`: HOF for the Hall of Fame game, PRE for P1–P4, REG for the regular
 * season, and each postseason round by its own slug.
 */
export const WEEK_TYPES = ['HOF', 'PRE', 'REG', 'WC', 'DIV', 'CONF', 'SB'] as const;
export type WeekType = (typeof WEEK_TYPES)[number];

/** `weekType` of a slug (see {@link WEEK_TYPES}). */
export function getWeekType(slug: WeekSlug): WeekType {
  switch (slug) {
    case 'HOF':
    case 'WC':
    case 'DIV':
    case 'CONF':
    case 'SB':
      return slug;
    default:
      return getWeekFromSlug(slug).seasonType === 'PRE' ? 'PRE' : 'REG';
  }
}
