import type { TeamId } from '@all22/domain';
import { FRANCHISES } from '../franchises/index.js';
import type { Random } from '../random/index.js';
import { buildBaseWeeks } from './build-base-weeks.js';
import { BYE_TEAMS_PER_WEEK_TARGET, BYE_WEEK_FIRST, BYE_WEEK_LAST } from './bye-weeks.js';
import type { RegularSeasonMatchup } from './create-regular-season-matchups.js';
import { getSeasonCalendar } from './season-calendar.js';
import { getRegularSeasonWeekCount } from './season-format.js';

/** A regular-season matchup with its week (1-based). */
export interface WeeklyMatchup extends RegularSeasonMatchup {
  week: number;
}

export interface AssignRegularSeasonWeeksInput {
  season: number;
  matchups: readonly RegularSeasonMatchup[];
  random: Random;
  /** Kempe-chain moves tried; more mixes more. Fixed, so the run time is too. */
  moves?: number;
}

/** Detroit and Dallas host the first two Thanksgiving games every year. */
export const THANKSGIVING_HOST_ABBRS = ['DET', 'DAL'] as const;

const DEFAULT_MOVES = 4000;

/**
 * Puts every matchup in a week: 16 games in 17 weeks up to 2020, 17 in 18 from 2021; each team
 * plays at most once a week and rests exactly once, in weeks 5–14.
 *
 * Method: {@link buildBaseWeeks} gives a valid but stiff schedule; a random walk of Kempe-chain
 * swaps then mixes it. A swap takes two weeks and the connected set of games of those two weeks
 * around one team, and exchanges their weeks — this keeps "one game a week per team" true by
 * construction, and moves byes only between the two weeks, so a swap is refused when it would put
 * a bye outside weeks 5–14. Each swap is also kept only when it does not worsen the soft goals:
 * at most 4 byes a week, no division rematch in consecutive weeks, only division games in the last
 * week, and Detroit and Dallas at home in Thanksgiving week. The walk has a fixed length and every
 * state it visits is valid, so it always ends, and always with a valid schedule.
 */
export function assignRegularSeasonWeeks({
  season,
  matchups,
  random,
  moves = DEFAULT_MOVES,
}: AssignRegularSeasonWeeksInput): WeeklyMatchup[] {
  const weekCount = getRegularSeasonWeekCount(season);
  const teamIndex = new Map<TeamId, number>(FRANCHISES.map((team, index) => [team.teamId, index]));
  const teamCount = FRANCHISES.length;
  const gameCount = matchups.length;
  const home = Int8Array.from(matchups, (matchup) => teamIndex.get(matchup.homeTeamId) ?? -1);
  const visitor = Int8Array.from(matchups, (matchup) => teamIndex.get(matchup.visitorTeamId) ?? -1);
  const isDivision = matchups.map((matchup) => matchup.kind === 'division');
  const weekOf = Int8Array.from(buildBaseWeeks(matchups, weekCount, random.fork('base')));
  // slot[team * weekCount + week] = the team's game that week, or -1 on its bye.
  const slot = new Int16Array(teamCount * weekCount).fill(-1);
  const place = (game: number): void => {
    slot[(home[game] ?? 0) * weekCount + (weekOf[game] ?? 0)] = game;
    slot[(visitor[game] ?? 0) * weekCount + (weekOf[game] ?? 0)] = game;
  };
  for (let game = 0; game < gameCount; game += 1) place(game);

  const rematchPairs: [number, number][] = [];
  const firstMeeting = new Map<string, number>();
  matchups.forEach((matchup, game) => {
    if (!isDivision[game]) return;
    const key = [matchup.homeTeamId, matchup.visitorTeamId].sort().join('-');
    const first = firstMeeting.get(key);
    if (first === undefined) firstMeeting.set(key, game);
    else rematchPairs.push([first, game]);
  });
  const thanksgivingWeek = getSeasonCalendar(season).thanksgivingWeek - 1;
  const thanksgivingHosts = THANKSGIVING_HOST_ABBRS.map((abbr) =>
    FRANCHISES.findIndex((team) => team.abbr === abbr),
  );
  const lastWeek = weekCount - 1;

  const gamesInWeek = new Int16Array(weekCount);
  const measurePenalty = (): number => {
    let penalty = 0;
    gamesInWeek.fill(0);
    for (let game = 0; game < gameCount; game += 1) {
      const week = weekOf[game] ?? 0;
      gamesInWeek[week] = (gamesInWeek[week] ?? 0) + 1;
      if (week === lastWeek && !isDivision[game]) penalty += 1;
    }
    for (let week = 0; week < weekCount; week += 1) {
      const byes = teamCount - 2 * (gamesInWeek[week] ?? 0);
      penalty += 2 * Math.max(0, byes - BYE_TEAMS_PER_WEEK_TARGET);
    }
    for (const [first, second] of rematchPairs) {
      if (Math.abs((weekOf[first] ?? 0) - (weekOf[second] ?? 0)) === 1) penalty += 1;
    }
    for (const host of thanksgivingHosts) {
      const game = slot[host * weekCount + thanksgivingWeek] ?? -1;
      if (game < 0 || home[game] !== host) penalty += 3;
    }
    return penalty;
  };

  const component: number[] = [];
  const teamsSeen = new Uint8Array(teamCount);
  const gamesSeen = new Uint8Array(gameCount);
  const teamsInComponent: number[] = [];
  /** Collects the games of weeks a and b connected to `start` (a path or a cycle of alternating weeks). */
  const collectChain = (start: number, a: number, b: number): void => {
    component.length = 0;
    teamsInComponent.length = 0;
    const stack = [start];
    teamsSeen[start] = 1;
    while (stack.length > 0) {
      const team = stack.pop() ?? 0;
      teamsInComponent.push(team);
      for (const week of [a, b]) {
        const game = slot[team * weekCount + week] ?? -1;
        if (game < 0 || gamesSeen[game]) continue;
        gamesSeen[game] = 1;
        component.push(game);
        const other = home[game] === team ? (visitor[game] ?? 0) : (home[game] ?? 0);
        if (!teamsSeen[other]) {
          teamsSeen[other] = 1;
          stack.push(other);
        }
      }
    }
    for (const team of teamsInComponent) teamsSeen[team] = 0;
    for (const game of component) gamesSeen[game] = 0;
  };
  const isByeWeek = (week: number): boolean => week >= BYE_WEEK_FIRST - 1 && week <= BYE_WEEK_LAST - 1;
  /** A team with a game in only one of the two weeks rests in the other afterwards: that week must allow byes. */
  const keepsByesInRange = (a: number, b: number): boolean =>
    teamsInComponent.every((team) => {
      const inA = (slot[team * weekCount + a] ?? -1) >= 0;
      const inB = (slot[team * weekCount + b] ?? -1) >= 0;
      return inA === inB || isByeWeek(inA ? a : b);
    });
  const swapChain = (a: number, b: number): void => {
    for (const game of component) {
      slot[(home[game] ?? 0) * weekCount + (weekOf[game] ?? 0)] = -1;
      slot[(visitor[game] ?? 0) * weekCount + (weekOf[game] ?? 0)] = -1;
    }
    for (const game of component) {
      weekOf[game] = weekOf[game] === a ? b : a;
      place(game);
    }
  };

  const walk = random.fork('walk');
  let penalty = measurePenalty();
  for (let move = 0; move < moves; move += 1) {
    const a = walk.int(0, weekCount - 1);
    const b = (a + walk.int(1, weekCount - 1)) % weekCount;
    collectChain(walk.int(0, teamCount - 1), a, b);
    if (component.length === 0 || !keepsByesInRange(a, b)) continue;
    swapChain(a, b);
    const next = measurePenalty();
    if (next <= penalty) penalty = next;
    else swapChain(a, b);
  }
  return matchups.map((matchup, game) => ({ ...matchup, week: (weekOf[game] ?? 0) + 1 }));
}
