import type { SeasonType } from '../weeks/index.js';
import { REGULAR_SEASON_WEEK_COUNT } from '../weeks/index.js';

/** A game on one team's schedule (GET /api/teams/schedule). */
export interface TeamScheduleGame {
  seasonType: SeasonType;
  week: number;
}

/**
 * A team's bye week (spec 1 §4): the first week 1–18 in which its schedule has no regular-season
 * game. Null when every week has a game, or when the schedule has no regular-season game at all
 * (the schedule is not published, so there is no bye to show).
 */
export function getByeWeek(teamSchedule: readonly TeamScheduleGame[]): number | null {
  const weeksPlayed = new Set(teamSchedule.filter((g) => g.seasonType === 'REG').map((g) => g.week));
  if (weeksPlayed.size === 0) return null;
  for (let week = 1; week <= REGULAR_SEASON_WEEK_COUNT; week += 1) {
    if (!weeksPlayed.has(week)) return week;
  }
  return null;
}
