import { POSITIONS, type Position } from '@all22/domain';

/** Players on a 53-man active roster. */
export const ACTIVE_ROSTER_SIZE = 53;
/** Players on a practice squad (the 2020+ size without the veteran exceptions). */
export const PRACTICE_SQUAD_SIZE = 16;
/** Accrued seasons a practice-squad player may have at most (veterans only as a last resort). */
export const PRACTICE_SQUAD_MAX_EXPERIENCE = 2;

/**
 * How many of each position a team keeps on its 53 after cut-downs. Every position but LB holds
 * one more than the game-day minimum, so one injury rarely forces a signing.
 */
export const ACTIVE_ROSTER_TEMPLATE = {
  QB: 2,
  RB: 3,
  WR: 6,
  TE: 4,
  OL: 8,
  DL: 6,
  EDGE: 5,
  LB: 5,
  CB: 6,
  DB: 5,
  K: 1,
  P: 1,
  LS: 1,
} as const satisfies Record<Position, number>;

/** The practice squad's make-up: developmental depth where injuries strike most. */
export const PRACTICE_SQUAD_TEMPLATE = {
  QB: 1,
  RB: 1,
  WR: 2,
  TE: 1,
  OL: 3,
  DL: 2,
  EDGE: 1,
  LB: 2,
  CB: 2,
  DB: 1,
  K: 0,
  P: 0,
  LS: 0,
} as const satisfies Record<Position, number>;

/**
 * Players the play engine needs available at each position (its starters plus the depth it
 * rotates): a team with fewer healthy players at a position signs one before the game.
 */
export const GAME_DAY_MINIMUMS = {
  QB: 1,
  RB: 2,
  WR: 5,
  TE: 3,
  OL: 7,
  DL: 5,
  EDGE: 4,
  LB: 5,
  CB: 5,
  DB: 4,
  K: 1,
  P: 1,
  LS: 1,
} as const satisfies Record<Position, number>;

const sum = (counts: Record<Position, number>): number =>
  POSITIONS.reduce((total, position) => total + counts[position], 0);

// The templates are checked once at load: a miscounted edit fails every test at once.
if (
  sum(ACTIVE_ROSTER_TEMPLATE) !== ACTIVE_ROSTER_SIZE ||
  sum(PRACTICE_SQUAD_TEMPLATE) !== PRACTICE_SQUAD_SIZE
) {
  throw new Error('Roster templates do not add up to 53 active and 16 practice-squad players');
}
