import { POSITIONS, type TeamId } from '@all22/domain';
import { FRANCHISES } from '../franchises/franchises.js';
import { createRandom, type Random } from '../random/create-random.js';
import { getSeasonCalendar } from '../schedule/season-calendar.js';
import { advanceOffseason } from '../players/advance-offseason.js';
import { createInitialLeague } from '../players/create-initial-league.js';
import { createWeekRosters, type WeekRosters } from '../players/create-week-rosters.js';
import { isValidJerseyNumber } from '../players/jersey-numbers.js';
import type { LeagueState, LeagueTransaction } from '../players/league-state.js';
import { QUESTIONABLE_PENALTY } from '../players/rank-players.js';
import { ACTIVE_ROSTER_SIZE, GAME_DAY_MINIMUMS, PRACTICE_SQUAD_SIZE } from '../players/roster-template.js';

/** Test helper: the players stream of a seed, as the league timeline forks it. */
export function createPlayersRandom(seed: string): Random {
  return createRandom(seed).fork('players');
}

/** Test helper: the draft order used in tests (franchise order; real ones come from standings). */
export const TEST_DRAFT_ORDER: readonly TeamId[] = FRANCHISES.map((franchise) => franchise.teamId);

/** Test helper: every calendar week of the state's season, in order, handed to `onWeek`. */
export function runSeasonWeeks(
  state: LeagueState,
  random: Random,
  onWeek: (week: WeekRosters) => void = () => undefined,
): void {
  for (const week of getSeasonCalendar(state.season).weeks) {
    onWeek(
      createWeekRosters(state, {
        season: state.season,
        seasonType: week.seasonType,
        week: week.week,
        random: random.fork(`${week.season}/${week.weekSlug}`),
      }),
    );
  }
}

export interface SimulatedLeague {
  state: LeagueState;
  offseasons: LeagueTransaction[][];
}

/** Test helper: a league from `firstSeason` through `lastSeason`, every week and offseason run. */
export function simulateLeague(
  seed: string,
  lastSeason: number,
  onWeek?: (week: WeekRosters, state: LeagueState) => void,
): SimulatedLeague {
  const random = createPlayersRandom(seed);
  const state = createInitialLeague({ random });
  const offseasons: LeagueTransaction[][] = [];
  for (;;) {
    runSeasonWeeks(state, random.fork('weeks'), (week) => onWeek?.(week, state));
    if (state.season >= lastSeason) return { state, offseasons };
    const season = state.season + 1;
    offseasons.push(
      advanceOffseason(state, {
        season,
        draftOrder: TEST_DRAFT_ORDER,
        random: random.fork(`offseason/${season}`),
      }),
    );
  }
}

/**
 * Test helper: everything wrong with one week's output, as readable lines (empty when fine):
 * 53 active per team, unique and valid jersey numbers, the game-day minimums, and no
 * sidelined player in a game-day roster.
 */
export function findWeekProblems(week: WeekRosters): string[] {
  const problems: string[] = [];
  const label = `${week.season} ${week.seasonType} ${week.week}`;
  const sidelined = new Set(
    week.injuries.filter((row) => row.injuryStatus !== 'QUESTIONABLE').map((row) => row.nflId),
  );
  const questionable = new Set(
    week.injuries.filter((row) => row.injuryStatus === 'QUESTIONABLE').map((row) => row.nflId),
  );
  const byTeam = new Map<TeamId, WeekRosters['rosters']>();
  for (const row of week.rosters) byTeam.set(row.teamId, [...(byTeam.get(row.teamId) ?? []), row]);
  for (const [teamId, rows] of byTeam) {
    const active = rows.filter((row) => row.status === 'ACT');
    const practice = rows.filter((row) => row.isPracticeSquad);
    if (active.length !== ACTIVE_ROSTER_SIZE) problems.push(`${label} ${teamId}: ${active.length} active`);
    if (practice.length !== PRACTICE_SQUAD_SIZE)
      problems.push(`${label} ${teamId}: ${practice.length} on the practice squad`);
    const numbers = rows.map((row) => row.jerseyNumber).filter((number) => number !== null);
    if (new Set(numbers).size !== numbers.length)
      problems.push(`${label} ${teamId}: a jersey number is worn twice`);
    for (const row of rows) {
      if (row.jerseyNumber === null && row.status === 'ACT')
        problems.push(`${label} ${row.nflId}: no number`);
      if (row.jerseyNumber !== null && !isValidJerseyNumber(row.position, row.jerseyNumber)) {
        problems.push(`${label} ${row.nflId}: ${row.position} wears ${row.jerseyNumber}`);
      }
    }
  }
  for (const roster of week.gameDayRosters) {
    for (const position of POSITIONS) {
      const players = roster.byPosition[position];
      if (players.length < GAME_DAY_MINIMUMS[position]) {
        problems.push(`${label} ${roster.teamId}: ${players.length} ${position} available`);
      }
      for (const player of players) {
        if (sidelined.has(player.nflId)) problems.push(`${label} ${player.nflId} is sidelined but dressed`);
      }
      const scores = players.map(
        (player) => player.ratings.overall - (questionable.has(player.nflId) ? QUESTIONABLE_PENALTY : 0),
      );
      if (scores.some((score, index) => index > 0 && score > scores[index - 1]!)) {
        problems.push(`${label} ${roster.teamId}: ${position} not best first`);
      }
    }
  }
  return problems;
}
