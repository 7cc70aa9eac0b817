import type { SortValue } from '@all22/contracts';

/** A row to sort: its sort value (null = no value) and stable tie-breakers. */
export interface SortableRow {
  /** A figure, or a text (a name, an abbreviation) compared alphabetically. */
  value: number | string | null;
  /** Compared in order when values tie: nflId or teamId order, then gameId. */
  tieBreakers: readonly (number | string)[];
}

const compareTieBreakers = (a: readonly (number | string)[], b: readonly (number | string)[]): number => {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const left = a[index];
    const right = b[index];
    if (left === right) continue;
    if (left === undefined) return -1;
    if (right === undefined) return 1;
    return left < right ? -1 : 1;
  }
  return 0;
};

/** Numbers by size, texts alphabetically (English collation: "de Vries" beside "Davis"). */
const compareValues = (a: number | string, b: number | string): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en');

/**
 * Sorts rows by value in the given direction; rows without a value (unranked players, rates
 * with a zero denominator) always come last, whatever the direction (spec: unranked players sort
 * last). Ties keep a fixed order by the tie-breakers, so pages never overlap. Returns a copy.
 */
export function sortStatRows<Row extends SortableRow>(rows: readonly Row[], direction: SortValue): Row[] {
  const sign = direction === 'ASC' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value === b.value) return compareTieBreakers(a.tieBreakers, b.tieBreakers);
      return a.value === null ? 1 : -1;
    }
    return sign * compareValues(a.value, b.value) || compareTieBreakers(a.tieBreakers, b.tieBreakers);
  });
}
