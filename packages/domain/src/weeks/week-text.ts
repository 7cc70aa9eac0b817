import { getSuperBowlNumeral } from './super-bowl-numeral.js';
import type { WeekSlug } from './week-slug.js';
import { getWeekFromSlug } from './week-slug.js';

/**
 * The Week entity's display `text`: "Hall of Fame", "Preseason Week n", "Week n", "Wild Card",
 * "Divisional", "Conference Championships", and "Super Bowl LIX" (numeral for seasons 2024–2030,
 * plain "Super Bowl" otherwise).
 */
export function getWeekText(slug: WeekSlug, season: number): string {
  switch (slug) {
    case 'HOF':
      return 'Hall of Fame';
    case 'WC':
      return 'Wild Card';
    case 'DIV':
      return 'Divisional';
    case 'CONF':
      return 'Conference Championships';
    case 'SB': {
      const numeral = getSuperBowlNumeral(season);
      return numeral === null ? 'Super Bowl' : `Super Bowl ${numeral}`;
    }
    default: {
      const { seasonType, week } = getWeekFromSlug(slug);
      return seasonType === 'PRE' ? `Preseason Week ${week}` : `Week ${week}`;
    }
  }
}
