/**
 * The seasons with film. Apart from the filter catalogue so the pages that only need the seasons
 * (the route checks in the app's first script) do not carry the whole catalogue.
 */

/** The first season with film (spec 2 §3, §9: seasons 2018 to 2025). */
export const FIRST_FILM_SEASON = 2018;

/** The season choices: 2018 through `currentSeason`, ascending; empty when current is earlier. */
export function getFilmSeasons(currentSeason: number): number[] {
  return currentSeason < FIRST_FILM_SEASON
    ? []
    : Array.from(
        { length: Math.floor(currentSeason) - FIRST_FILM_SEASON + 1 },
        (_, i) => FIRST_FILM_SEASON + i,
      );
}
