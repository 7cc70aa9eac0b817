import type { TeamStanding } from '@all22/stats';
import type { LeaguePlayerState, LeagueTransaction, WeekRosters } from '../players/index.js';
import type { CalendarWeek, ScheduledGame } from '../schedule/index.js';
import type { LeagueGame } from './league-game.js';

/** What one league week adds to the feed, in the order the ingest writes it. */
export interface LeagueWeekUpdate {
  calendarWeek: CalendarWeek;
  /** The instant the week begins in the league: its Tuesday, 6 am Eastern (see findLeagueWeek). */
  startsAt: number;
  /** On a season's first week (its Hall of Fame game): the season's preseason and regular-season schedule. */
  seasonSchedule: ScheduledGame[] | null;
  /** The offseason's moves (retirements, draft, signings…), reported with the next season's first week. */
  offseasonTransactions: LeagueTransaction[];
  /** The week's games, each simulated in full; the feed reveals plays as their time comes. */
  games: LeagueGame[];
  rosters: WeekRosters;
  /** Copies of the players whose records changed (every player on a season's first week). */
  players: LeaguePlayerState[];
  /** Regular-season standings after this week's games; null outside the regular season. */
  standings: TeamStanding[] | null;
}
