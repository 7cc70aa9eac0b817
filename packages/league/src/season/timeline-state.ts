import type { TeamId } from '@all22/domain';
import type { StandingsGame, TeamStanding } from '@all22/stats';
import type { LeagueState } from '../players/index.js';
import type { Random } from '../random/index.js';
import type { CalendarWeek, ScheduledGame } from '../schedule/index.js';
import type { PostseasonProgress } from './create-postseason-round.js';

/** Everything the timeline remembers about the season under way. */
export interface SeasonProgress {
  season: number;
  weeks: CalendarWeek[];
  /** The index in `weeks` of the week played next. */
  nextWeekIndex: number;
  /** Preseason and regular-season games, from the schedule. */
  scheduled: ScheduledGame[];
  regularSeasonGames: StandingsGame[];
  finalStandings: TeamStanding[] | null;
  postseason: PostseasonProgress | null;
  /** The next draft's order, once the Super Bowl is played. */
  draftOrder: TeamId[] | null;
}

/**
 * What the timeline carries from week to week. The next season and the schedule's previous
 * division ranks follow from the season under way, so they are not kept apart.
 */
export interface TimelineState {
  readonly root: Random;
  readonly firstSeason: number;
  /** The league's players and their careers; null until the first season starts. */
  people: LeagueState | null;
  /** Null before the first season. */
  current: SeasonProgress | null;
}

export function getNextSeason(state: TimelineState): number {
  return state.current ? state.current.season + 1 : state.firstSeason;
}
