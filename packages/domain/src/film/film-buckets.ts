import type { FilmFilters } from './film-filter-catalogue.js';

export type YardsToGoType = NonNullable<FilmFilters['yardsToGoType']>;
export type AirYardType = NonNullable<FilmFilters['airYardType']>;
export type DropbackTimeType = NonNullable<FilmFilters['dropbackTimeType']>;
export type SeparationType = NonNullable<FilmFilters['separationType']>;
export type MaxSpeedType = NonNullable<FilmFilters['maxSpeedType']>;
export type DefendersInTheBoxType = NonNullable<FilmFilters['defendersInTheBoxType']>;

/**
 * Yards-to-go bucket (spec 2 §3): SHORT 1–2, MID 3–6, LONG 7 or more, in yards. Buckets are
 * half-open at the top so a fractional distance still lands somewhere (2.5 is SHORT, 6.5 MID).
 * Under 1 yard, or not a number, is no bucket (null): a down always has at least 1 yard to go.
 */
export function getYardsToGoType(yardsToGo: number): YardsToGoType | null {
  if (!Number.isFinite(yardsToGo) || yardsToGo < 1) return null;
  if (yardsToGo < 3) return 'SHORT';
  if (yardsToGo < 7) return 'MID';
  return 'LONG';
}

/**
 * Air-yards bucket (spec 2 §3), in yards past the line of scrimmage: SHORT under 10 (throws behind
 * the line included), INTERMEDIATE 10 to under 20, DEEP 20 or more.
 */
export function getAirYardType(airYards: number): AirYardType | null {
  if (!Number.isFinite(airYards)) return null;
  if (airYards < 10) return 'SHORT';
  if (airYards < 20) return 'INTERMEDIATE';
  return 'DEEP';
}

/** Time-to-throw bucket (spec 2 §3), in seconds: QUICK under 2.5, LONG at 2.5 or more. Negative → null. */
export function getDropbackTimeType(seconds: number): DropbackTimeType | null {
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  return seconds < 2.5 ? 'QUICK' : 'LONG';
}

/**
 * Receiver separation bucket (spec 2 §3), in yards: TIGHT under 1, OPEN 3 or more. From 1 to under 3
 * is neither, so null; negative → null.
 */
export function getSeparationType(yards: number): SeparationType | null {
  if (!Number.isFinite(yards) || yards < 0) return null;
  if (yards < 1) return 'TIGHT';
  if (yards >= 3) return 'OPEN';
  return null;
}

/**
 * Whether a ball carrier's max speed, in miles per hour (as Next Gen Stats reports it), passes the
 * maxSpeedType filter. The thresholds nest as their names read: LESS_THAN_15 is under 15, OVER_15
 * is 15 or more (so it includes every OVER_20 play), OVER_20 is 20 or more.
 */
export function matchesMaxSpeedType(type: MaxSpeedType, mph: number): boolean {
  if (!Number.isFinite(mph) || mph < 0) return false;
  switch (type) {
    case 'LESS_THAN_15':
      return mph < 15;
    case 'OVER_15':
      return mph >= 15;
    case 'OVER_20':
      return mph >= 20;
  }
}

/** Every maxSpeedType filter a speed (mph) passes: [], [LESS_THAN_15], [OVER_15] or [OVER_15, OVER_20]. */
export function getMaxSpeedTypes(mph: number): MaxSpeedType[] {
  return (['LESS_THAN_15', 'OVER_15', 'OVER_20'] as const).filter((type) => matchesMaxSpeedType(type, mph));
}

/**
 * Box-count bucket (spec 2 §3), a whole number of defenders: LIGHT under 7, NEUTRAL exactly 7,
 * STACKED 8 or more. A negative or fractional count is no bucket (null).
 */
export function getDefendersInTheBoxType(defenders: number): DefendersInTheBoxType | null {
  if (!Number.isInteger(defenders) || defenders < 0) return null;
  if (defenders < 7) return 'LIGHT';
  if (defenders === 7) return 'NEUTRAL';
  return 'STACKED';
}
