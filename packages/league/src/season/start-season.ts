import type { TeamId } from '@all22/domain';
import { FRANCHISES } from '../franchises/index.js';
import { advanceOffseason, createInitialLeague, type LeagueTransaction } from '../players/index.js';
import {
  createPreseasonSchedule,
  createRandomDivisionRanks,
  createRegularSeasonSchedule,
  getSeasonCalendar,
  type DivisionRank,
  type ScheduledGame,
} from '../schedule/index.js';
import type { SeasonProgress, TimelineState } from './timeline-state.js';

/** What a season's first week reports besides its games. */
export interface SeasonOpening {
  schedule: ScheduledGame[];
  /** The offseason's moves (none before the first season). */
  transactions: LeagueTransaction[];
  progress: SeasonProgress;
}

/**
 * Starts a season: the first season's players are generated, a later one's come through the
 * offseason (draft in the order the last season set); the season is scheduled and made current.
 */
export function startSeason(state: TimelineState, season: number): SeasonOpening {
  const previous = state.current;
  let transactions: LeagueTransaction[] = [];
  if (state.people === null) {
    state.people = createInitialLeague({ season, random: state.root.fork('players') });
  } else {
    transactions = advanceOffseason(state.people, {
      season,
      draftOrder: previous?.draftOrder ?? FRANCHISES.map((team) => team.teamId),
      random: state.root.fork(`offseason/${season}`),
    });
  }
  const scheduleRandom = state.root.fork(`schedule/${season}`);
  const schedule = [
    ...createPreseasonSchedule({ season, random: scheduleRandom.fork('pre') }),
    ...createRegularSeasonSchedule({
      season,
      previousDivisionRanks: getPreviousDivisionRanks(state, previous),
      random: scheduleRandom.fork('reg'),
    }),
  ];
  const progress: SeasonProgress = {
    season,
    weeks: getSeasonCalendar(season).weeks,
    nextWeekIndex: 1,
    scheduled: schedule,
    regularSeasonGames: [],
    finalStandings: null,
    postseason: null,
    draftOrder: null,
  };
  state.current = progress;
  return { schedule, transactions, progress };
}

/** The last regular season's division ranks; drawn for the first season. */
const getPreviousDivisionRanks = (
  state: TimelineState,
  previous: SeasonProgress | null,
): ReadonlyMap<TeamId, DivisionRank> =>
  previous?.finalStandings
    ? new Map(previous.finalStandings.map((row) => [row.teamId, row.divisionRank as DivisionRank]))
    : createRandomDivisionRanks(state.root.fork('ranks/initial'));
