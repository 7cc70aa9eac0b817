import type { Position } from '@all22/domain';
import type { Random } from '../random/create-random.js';

type NumberRange = readonly [first: number, last: number];

/**
 * Jersey numbers each position may wear under the current NFL rules (both ends inclusive): QB
 * 0–19; K and P 0–19 and 90–99; RB, WR and TE 0–49 and 80–89; OL 50–79; DL 50–79 and 90–99;
 * EDGE and LB 0–59 and 90–99; CB and DB 0–49; LS 40–59 (snappers wear linebacker numbers).
 */
export const JERSEY_NUMBER_RANGES = {
  QB: [[0, 19]],
  RB: [
    [0, 49],
    [80, 89],
  ],
  WR: [
    [0, 49],
    [80, 89],
  ],
  TE: [
    [0, 49],
    [80, 89],
  ],
  OL: [[50, 79]],
  DL: [
    [50, 79],
    [90, 99],
  ],
  EDGE: [
    [0, 59],
    [90, 99],
  ],
  LB: [
    [0, 59],
    [90, 99],
  ],
  CB: [[0, 49]],
  DB: [[0, 49]],
  K: [
    [0, 19],
    [90, 99],
  ],
  P: [
    [0, 19],
    [90, 99],
  ],
  LS: [[40, 59]],
} as const satisfies Record<Position, readonly NumberRange[]>;

/**
 * The blocks each position fills, in order: a player takes a random free number from the first
 * block with one. Every position starts in the block it is known for and falls back to the
 * least contested ones, so a team of 80 (in camp, or late in the season with a long injured
 * reserve list) still fits: QB, K and P own 1–19; RB, CB and DB 20–39; WR and TE the 80s; LB
 * and LS the 40s and 50s; OL 60–79; DL and EDGE the 90s. 0 is the last resort.
 */
const NUMBER_BLOCKS: Record<Position, readonly NumberRange[]> = {
  QB: [
    [1, 19],
    [0, 0],
  ],
  RB: [
    [20, 39],
    [80, 89],
    [40, 49],
    [0, 19],
  ],
  WR: [
    [80, 89],
    [10, 19],
    [20, 39],
    [40, 49],
    [0, 9],
  ],
  TE: [
    [80, 89],
    [40, 49],
    [20, 39],
    [0, 19],
  ],
  OL: [
    [60, 79],
    [50, 59],
  ],
  DL: [
    [90, 99],
    [70, 79],
    [50, 69],
  ],
  EDGE: [
    [90, 99],
    [50, 59],
    [20, 49],
    [0, 19],
  ],
  LB: [
    [50, 59],
    [40, 49],
    [90, 99],
    [20, 39],
    [0, 19],
  ],
  CB: [
    [20, 39],
    [0, 19],
    [40, 49],
  ],
  DB: [
    [20, 39],
    [0, 19],
    [40, 49],
  ],
  K: [
    [1, 19],
    [90, 99],
    [0, 0],
  ],
  P: [
    [1, 19],
    [90, 99],
    [0, 0],
  ],
  LS: [[40, 59]],
};

const expand = ([first, last]: NumberRange): number[] =>
  Array.from({ length: last - first + 1 }, (_, index) => first + index);

/** True when `jerseyNumber` is an integer this position may wear. */
export function isValidJerseyNumber(position: Position, jerseyNumber: number): boolean {
  return (
    JERSEY_NUMBER_RANGES[position].some(([first, last]) => jerseyNumber >= first && jerseyNumber <= last) &&
    Number.isInteger(jerseyNumber)
  );
}

/**
 * A free number for a player joining a team: a random free one from the first of his
 * position's blocks that has one. Null when every number he may wear is taken (a team would
 * need about 20 players at his position's numbers for that); the weekly step then finds him one
 * when a number frees up.
 */
export function pickJerseyNumber(
  position: Position,
  taken: ReadonlySet<number>,
  random: Random,
): number | null {
  for (const block of NUMBER_BLOCKS[position]) {
    const free = expand(block).filter((jerseyNumber) => !taken.has(jerseyNumber));
    if (free.length > 0) return random.pick(free);
  }
  return null;
}
