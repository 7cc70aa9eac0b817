import type { SeasonType } from '../weeks/index.js';

/** The current week, and whether any game of that week has a score yet. */
export interface TeamHeaderSeasonInput {
  season: number;
  seasonType: SeasonType;
  week: number;
  hasScore: boolean;
}

/**
 * Season whose stats the team header shows (spec 1 §4): the previous season during the preseason,
 * or in regular-season week 1 before any score exists; otherwise the current season.
 */
export function getTeamHeaderSeason(current: TeamHeaderSeasonInput): number {
  switch (current.seasonType) {
    case 'PRE':
      return current.season - 1;
    case 'REG':
      return current.week === 1 && !current.hasScore ? current.season - 1 : current.season;
    case 'POST':
      return current.season;
  }
}
