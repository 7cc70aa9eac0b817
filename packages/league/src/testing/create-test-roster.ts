import { asNflId, type Position, type TeamId } from '@all22/domain';
import { FRANCHISES } from '../franchises/index.js';
import type { PlayerRatingKey, PlayerRatings } from '../players/league-player.js';
import type { Random } from '../random/index.js';
import type { GameDayPlayer, GameDayRoster } from '../engine/game-day-roster.js';

/** Players per position on a test roster: the engine's minimum plus a backup quarterback. */
const DEPTH: Readonly<Record<Position, number>> = {
  QB: 2,
  RB: 3,
  WR: 6,
  TE: 3,
  OL: 8,
  DL: 5,
  EDGE: 4,
  LB: 5,
  CB: 5,
  DB: 4,
  K: 1,
  P: 1,
  LS: 1,
};

/** The ratings that matter at each position; the rest stay low. */
const KEY_RATINGS: Readonly<Record<Position, readonly PlayerRatingKey[]>> = {
  QB: ['throwAccuracy', 'throwPower', 'awareness', 'ballSecurity'],
  RB: ['speed', 'elusiveness', 'strength', 'ballSecurity', 'catching', 'agility'],
  WR: ['speed', 'routeRunning', 'catching', 'elusiveness', 'agility', 'ballSecurity'],
  TE: ['catching', 'routeRunning', 'runBlock', 'passBlock', 'strength', 'ballSecurity'],
  OL: ['passBlock', 'runBlock', 'strength', 'awareness'],
  DL: ['runStop', 'passRush', 'strength', 'tackling'],
  EDGE: ['passRush', 'runStop', 'speed', 'tackling'],
  LB: ['tackling', 'runStop', 'coverage', 'speed', 'awareness'],
  CB: ['coverage', 'speed', 'agility', 'tackling'],
  DB: ['coverage', 'tackling', 'speed', 'runStop'],
  K: ['kickPower', 'kickAccuracy'],
  P: ['kickPower', 'kickAccuracy'],
  LS: ['awareness'],
};

const JERSEY_BASE: Readonly<Record<Position, number>> = {
  QB: 1,
  RB: 20,
  WR: 10,
  TE: 80,
  OL: 60,
  DL: 90,
  EDGE: 94,
  LB: 50,
  CB: 21,
  DB: 30,
  K: 3,
  P: 8,
  LS: 48,
};

const RATING_KEYS: readonly PlayerRatingKey[] = [
  'overall',
  'speed',
  'strength',
  'agility',
  'awareness',
  'throwPower',
  'throwAccuracy',
  'ballSecurity',
  'elusiveness',
  'catching',
  'routeRunning',
  'passBlock',
  'runBlock',
  'passRush',
  'runStop',
  'tackling',
  'coverage',
  'kickPower',
  'kickAccuracy',
];

const clampRating = (value: number): number => Math.round(Math.min(99, Math.max(20, value)));

export interface TestRosterInput {
  teamId: TeamId;
  /** Team quality in standard units: 0 average, ±1 a clearly better or worse roster. */
  strength: number;
  random: Random;
  /** The first nflId to hand out; the roster uses the next ~50. */
  firstNflId: number;
  /** Positions whose starter is a star (ratings in the upper 80s). */
  elitePositions?: ReadonlySet<Position>;
}

/** Stars per position league-wide: a fixed few, so season leaders vary little between seeds. */
const ELITE_COUNTS: Readonly<Partial<Record<Position, number>>> = {
  QB: 3,
  RB: 3,
  WR: 4,
  TE: 2,
  EDGE: 4,
  DL: 2,
  LB: 2,
  CB: 3,
  DB: 2,
  OL: 3,
};

const createPlayer = (
  input: TestRosterInput,
  position: Position,
  depth: number,
  nflId: number,
): GameDayPlayer => {
  const { random, strength } = input;
  // Stars are handed out league-wide (see ELITE_COUNTS); depth players fall off steadily.
  const isElite = depth === 0 && (input.elitePositions?.has(position) ?? false);
  const level = isElite ? random.int(85, 89) : 61 + 5 * strength - 4 * depth + random.normal(0, 6);
  const ratings = {} as PlayerRatings;
  for (const key of RATING_KEYS) ratings[key] = clampRating(random.normal(35, 8));
  const keys = KEY_RATINGS[position];
  for (const key of keys) ratings[key] = clampRating(level + random.normal(0, 5));
  // Quarterbacks have legs of their own, some fast; everyone has a speed.
  if (position === 'QB') {
    ratings.speed = clampRating(random.normal(58, 12));
    ratings.agility = clampRating(random.normal(60, 10));
  }
  if (position === 'OL' || position === 'DL') ratings.speed = clampRating(random.normal(45, 6));
  if (position === 'TE' || position === 'LB') ratings.speed = clampRating(random.normal(70, 6));
  ratings.overall = clampRating(keys.reduce((sum, key) => sum + ratings[key], 0) / keys.length);
  return { nflId: asNflId(nflId), position, jerseyNumber: JERSEY_BASE[position] + depth, ratings };
};

/**
 * A plausible game-day roster for tests, until real player generation lands: ratings by position
 * around a team strength, a realistic spread, a star now and then, each position best first.
 */
export function createTestRoster(input: TestRosterInput): GameDayRoster {
  let nextId = input.firstNflId;
  const byPosition = {} as Record<Position, GameDayPlayer[]>;
  for (const position of Object.keys(DEPTH) as Position[]) {
    const players: GameDayPlayer[] = [];
    for (let depth = 0; depth < DEPTH[position]; depth += 1) {
      players.push(createPlayer(input, position, depth, nextId));
      nextId += 1;
    }
    byPosition[position] = players.sort((a, b) => b.ratings.overall - a.ratings.overall);
  }
  return { teamId: input.teamId, byPosition };
}

/** Test rosters for all 32 franchises, strengths spread like a real league's, a few stars each position. */
export function createTestRosters(random: Random): Map<TeamId, GameDayRoster> {
  const elitePositions = new Map<TeamId, Set<Position>>(
    FRANCHISES.map((franchise) => [franchise.teamId, new Set()]),
  );
  for (const [position, count] of Object.entries(ELITE_COUNTS) as [Position, number][]) {
    const teams = random.fork(`elite/${position}`).shuffle(FRANCHISES).slice(0, count);
    for (const team of teams) elitePositions.get(team.teamId)?.add(position);
  }
  return new Map(
    FRANCHISES.map((franchise, index) => [
      franchise.teamId,
      createTestRoster({
        teamId: franchise.teamId,
        strength: random.fork(`strength/${franchise.abbr}`).normal(0, 0.65),
        random: random.fork(`roster/${franchise.abbr}`),
        firstNflId: 100_000 + index * 100,
        elitePositions: elitePositions.get(franchise.teamId),
      }),
    ]),
  );
}
