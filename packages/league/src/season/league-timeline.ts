import { getLeagueWeekStart } from '../clock/count-league-weeks.js';
import { FIRST_LEAGUE_SEASON } from '../players/index.js';
import { createRandom } from '../random/index.js';
import { getSeasonCalendar, type CalendarWeek } from '../schedule/index.js';
import type { LeagueWeekUpdate } from './league-week-update.js';
import { playLeagueWeek } from './play-league-week.js';
import { startSeason } from './start-season.js';
import { getNextSeason, type TimelineState } from './timeline-state.js';

export type { LeagueWeekUpdate } from './league-week-update.js';

export interface LeagueTimeline {
  readonly seed: string;
  readonly firstSeason: number;
  /** Every week that has begun by `instantMs` and was not returned before, in calendar order. */
  advanceTo(instantMs: number): LeagueWeekUpdate[];
  /**
   * The next week if it has begun by `instantMs`, else null: the same weeks as advanceTo, one at
   * a time, so a long catch-up never holds more than one week's plays in memory.
   */
  nextWeek(instantMs: number): LeagueWeekUpdate | null;
  /** The instant the next week begins (whether or not it has begun). */
  nextWeekStart(): number;
}

export interface LeagueTimelineOptions {
  /** LEAGUE_SEED: the same seed gives the same league. */
  seed: string;
  /** The first simulated season (2018 by default); its players are generated from scratch. */
  firstSeason?: number;
}

/**
 * The simulated league as a timeline of weeks. Each week, when it begins: the season's schedule
 * (first week), the week's rosters, injuries and depth charts, and every game of the week played
 * out in full. Everything derives from the seed through named random streams, so the same seed
 * gives the same league whenever it is generated, and a restarted server can regenerate exactly
 * what it wrote before. Its state is one TimelineState, which the season steps take in turn.
 */
export function createLeagueTimeline({
  seed,
  firstSeason = FIRST_LEAGUE_SEASON,
}: LeagueTimelineOptions): LeagueTimeline {
  const state: TimelineState = { root: createRandom(seed), firstSeason, people: null, current: null };
  const nextWeek = (instantMs: number) => takeNextWeek(state, instantMs);
  return {
    seed,
    firstSeason,
    advanceTo(instantMs) {
      const updates: LeagueWeekUpdate[] = [];
      for (let update = nextWeek(instantMs); update; update = nextWeek(instantMs)) updates.push(update);
      return updates;
    },
    nextWeek,
    nextWeekStart: () => getLeagueWeekStart(peekNextWeek(state)),
  };
}

/** The calendar week played next: the current season's next week, or the next season's first. */
const peekNextWeek = (state: TimelineState): CalendarWeek => {
  const { current } = state;
  const week = current?.weeks[current.nextWeekIndex];
  return week ?? (getSeasonCalendar(getNextSeason(state)).weeks[0] as CalendarWeek);
};

/** Plays the next week if it has begun by `instantMs`, starting the next season when one ends. */
const takeNextWeek = (state: TimelineState, instantMs: number): LeagueWeekUpdate | null => {
  if (getLeagueWeekStart(peekNextWeek(state)) > instantMs) return null;
  const { current } = state;
  const week = current?.weeks[current.nextWeekIndex];
  if (current && week) {
    current.nextWeekIndex += 1;
    return playLeagueWeek(state, current, week, null);
  }
  const opening = startSeason(state, getNextSeason(state));
  const [firstWeek] = opening.progress.weeks;
  if (!firstWeek) throw new Error(`Season ${opening.progress.season} has no weeks`);
  return playLeagueWeek(state, opening.progress, firstWeek, opening);
};
