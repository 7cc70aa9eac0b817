import { POSITIONS, type Position } from '@all22/domain';
import { FRANCHISES } from '../franchises/franchises.js';
import type { Random } from '../random/create-random.js';
import { makeIsoDate } from '../schedule/iso-date.js';
import { drawExperience, drawRookieAge } from './draw-career-start.js';
import { drawPeakTalent } from './draw-talent.js';
import { collectDisplayNames, generatePlayer } from './generate-player.js';
import type { LeaguePlayerState, LeagueState } from './league-state.js';
import { measureRatingQuantiles } from './normalize-league-ratings.js';
import { createRosterBook } from './roster-book.js';
import { signPlayer } from './roster-moves.js';
import {
  ACTIVE_ROSTER_TEMPLATE,
  PRACTICE_SQUAD_MAX_EXPERIENCE,
  PRACTICE_SQUAD_TEMPLATE,
} from './roster-template.js';

/** The simulated league's first season. */
export const FIRST_LEAGUE_SEASON = 2018;

/** Unsigned players per active-roster spot of a position: the pool injuries are covered from. */
const FREE_AGENTS_PER_ROSTER_SPOT = 5;

export interface CreateInitialLeagueOptions {
  /** The first league year; 2018 by default. */
  season?: number;
  /** The league's player stream (e.g. `createRandom(LEAGUE_SEED).fork('players')`); its path seeds the ids. */
  random: Random;
}

const byOverall = (a: LeaguePlayerState, b: LeaguePlayerState): number =>
  b.ratings.overall - a.ratings.overall || a.nflId - b.nflId;

/** Generates `count` players of one position, best first; `drawYears` gives each one's experience. */
const generatePositionPool = (
  state: LeagueState,
  position: Position,
  count: number,
  drawYears: (random: Random) => number,
  random: Random,
  usedDisplayNames: Set<string>,
): LeaguePlayerState[] => {
  const pool: LeaguePlayerState[] = [];
  for (let index = 0; index < count; index += 1) {
    const experience = drawYears(random);
    const input = {
      position,
      rookieSeason: state.season - experience,
      rookieAge: drawRookieAge(random),
      peakTalent: drawPeakTalent(random),
      experience,
    };
    pool.push(generatePlayer(state, input, random, usedDisplayNames));
  }
  return pool.sort(byOverall);
};

/**
 * Deals players to the 32 teams in tiers of 32: each team gets one of the 32 best, one of the
 * next 32, and so on, in a shuffled order per tier. Teams differ in strength, but nobody
 * starts with all the stars at a position.
 */
const dealInTiers = (
  players: readonly LeaguePlayerState[],
  random: Random,
): [number, LeaguePlayerState][] => {
  const dealt: [number, LeaguePlayerState][] = [];
  for (let start = 0; start < players.length; start += FRANCHISES.length) {
    const tier = random.shuffle(players.slice(start, start + FRANCHISES.length));
    tier.forEach((player, teamIndex) => dealt.push([teamIndex, player]));
  }
  return dealt;
};

/**
 * The league on the first day of its first season: 32 teams with a 53-man active roster
 * (ACTIVE_ROSTER_TEMPLATE) and a 16-man practice squad of young players, and a pool of free
 * agents. Ages and experience spread like a real opening day; nobody is injured. The players
 * already in the league have no draft record and no transactions.
 */
export function createInitialLeague({
  season = FIRST_LEAGUE_SEASON,
  random,
}: CreateInitialLeagueOptions): LeagueState {
  const state: LeagueState = {
    idSeed: random.path,
    season,
    ratingQuantiles: {} as LeagueState['ratingQuantiles'],
    players: [],
  };
  const usedDisplayNames = collectDisplayNames(state);
  // The signings below only place players and number them; their transactions are dropped.
  const book = createRosterBook(state);
  const signingRandom = random.fork('jerseys');
  const date = makeIsoDate(season, 9, 1);
  for (const position of POSITIONS) {
    const teams = FRANCHISES.length;
    const generateRandom = random.fork(`generate/${position}`);
    const generate = (count: number, drawYears: (random: Random) => number) =>
      generatePositionPool(state, position, count, drawYears, generateRandom, usedDisplayNames);
    // Veterans and free agents come from one pool (the best make the 53s); practice squads
    // are drawn apart, as young players within the practice-squad experience limit.
    const activeCount = teams * ACTIVE_ROSTER_TEMPLATE[position];
    const freeAgentCount = Math.max(4, FREE_AGENTS_PER_ROSTER_SPOT * ACTIVE_ROSTER_TEMPLATE[position]);
    const pool = generate(activeCount + freeAgentCount, drawExperience);
    const practice = generate(teams * PRACTICE_SQUAD_TEMPLATE[position], (draw) =>
      draw.int(0, PRACTICE_SQUAD_MAX_EXPERIENCE),
    );
    const dealRandom = random.fork(`deal/${position}`);
    for (const [teamIndex, player] of dealInTiers(pool.slice(0, activeCount), dealRandom)) {
      signPlayer(book, player, FRANCHISES[teamIndex]!.teamId, 'ACT', { date, random: signingRandom });
    }
    for (const [teamIndex, player] of dealInTiers(practice, dealRandom)) {
      signPlayer(book, player, FRANCHISES[teamIndex]!.teamId, 'PS', { date, random: signingRandom });
    }
  }
  state.ratingQuantiles = measureRatingQuantiles(state);
  return state;
}
