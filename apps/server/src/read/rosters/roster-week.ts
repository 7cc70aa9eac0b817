import type { SeasonType, TeamId } from '@all22/domain';

/** One week of one season type: the key of a roster, depth chart or injury report. */
export interface RosterWeek {
  season: number;
  seasonType: SeasonType;
  week: number;
}

/** A team's roster week. */
export interface TeamRosterWeek extends RosterWeek {
  teamId: TeamId;
}
