import type { SeasonType } from '../weeks/index.js';
import { REGULAR_SEASON_WEEK_COUNT } from '../weeks/index.js';

export interface StandingsWeekInput {
  season: number;
  seasonType: SeasonType;
  week: number;
}

/** Standings are only ever kept for regular-season weeks. */
export interface StandingsSelection {
  season: number;
  seasonType: 'REG';
  week: number;
}

const clampRegularWeek = (week: number): number =>
  Math.min(Math.max(Math.trunc(week) || 1, 1), REGULAR_SEASON_WEEK_COUNT);

// The regular-season week whose standings stand for a week of any season type.
const toRegularWeek = (input: StandingsWeekInput): number => {
  switch (input.seasonType) {
    case 'PRE':
      return 1;
    case 'REG':
      return clampRegularWeek(input.week);
    case 'POST':
      return REGULAR_SEASON_WEEK_COUNT;
  }
};

/**
 * Which standings to load for a requested week (spec 1 §4). A POST request uses the season's last
 * regular-season week (18); a PRE request uses REG week 1 (everyone 0-0). For the current season,
 * a requested week at or after the current week uses the current week's standings (there are none
 * later yet; a current PRE week counts as REG 1 and a current POST week as REG 18); an earlier week
 * uses its own. Other seasons use the requested week, kept within 1–18.
 */
export function getStandingsSelection(
  requested: StandingsWeekInput,
  current: StandingsWeekInput,
): StandingsSelection {
  const requestedWeek = toRegularWeek(requested);
  if (requested.season !== current.season) {
    return { season: requested.season, seasonType: 'REG', week: requestedWeek };
  }
  return {
    season: requested.season,
    seasonType: 'REG',
    week: Math.min(requestedWeek, toRegularWeek(current)),
  };
}
