import type { SeasonType, TeamId, WeekSlug } from '@all22/domain';
import type { EasternTime } from './eastern-time.js';
import type { GameDay } from './season-calendar.js';
import type { IsoDate } from './iso-date.js';

/** Two teams, the first hosting. */
export interface Pairing {
  homeTeamId: TeamId;
  visitorTeamId: TeamId;
}

/** A kickoff window of a week: a game day and an Eastern wall time ("20:15:00"). */
export interface KickoffSlot {
  day: GameDay;
  time: EasternTime;
}

/** A game with its week and kickoff, before it has ids. */
export interface DatedGame extends Pairing {
  season: number;
  seasonType: SeasonType;
  /** Week within the season type (POST 1–4). */
  week: number;
  weekSlug: WeekSlug;
  /** Eastern calendar date of the kickoff. */
  gameDate: IsoDate;
  gameTimeEastern: EasternTime;
  /** True for the Super Bowl: the home team is a designation only. */
  isNeutralSite: boolean;
}
