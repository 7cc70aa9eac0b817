/** The three parts of a league year, in calendar order. */
export const SEASON_TYPES = ['PRE', 'REG', 'POST'] as const;
export type SeasonType = (typeof SEASON_TYPES)[number];

/** True when `value` is exactly one of {@link SEASON_TYPES} (case-sensitive, as the API sends it). */
export function isSeasonType(value: unknown): value is SeasonType {
  return typeof value === 'string' && (SEASON_TYPES as readonly string[]).includes(value);
}

/**
 * Position of a season type within a league year: PRE 0, REG 1, POST 2. Used to compare weeks across
 * season types (a preseason week is always earlier than any regular-season week of the same season).
 */
export function getSeasonTypeOrder(seasonType: SeasonType): number {
  switch (seasonType) {
    case 'PRE':
      return 0;
    case 'REG':
      return 1;
    case 'POST':
      return 2;
  }
}
