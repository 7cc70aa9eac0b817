/** The season a player tab shows, and whether the asked-for one had to be replaced. */
export interface PlayerSeasonChoice {
  season: number;
  /** `?season=` named a season the player has no regular-season line for (or no season at all). */
  isRequestedUnknown: boolean;
}

/**
 * Picks the season from the `?season=` parameter when the player has a regular-season line that
 * year; otherwise the stats season when he has one, else his latest season, else the stats season.
 */
export function selectPlayerSeason(
  requested: string | null,
  seasons: readonly number[],
  statsSeason: number,
): PlayerSeasonChoice {
  const fallback = seasons.includes(statsSeason) ? statsSeason : (seasons.at(-1) ?? statsSeason);
  if (requested === null || requested === '') return { season: fallback, isRequestedUnknown: false };
  const asked = /^\d{4}$/.test(requested) ? Number(requested) : Number.NaN;
  return seasons.includes(asked)
    ? { season: asked, isRequestedUnknown: false }
    : { season: fallback, isRequestedUnknown: true };
}
