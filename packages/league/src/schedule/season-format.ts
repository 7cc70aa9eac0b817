import { getSeasonFormat } from '@all22/stats';

/** The first season of the 17-game, 18-week regular season and the three-week preseason. */
export const FIRST_SEVENTEEN_GAME_SEASON = 2021;

/** The first season with a Monday-night Wild Card game (2020 played its six on Saturday and Sunday). */
export const FIRST_MONDAY_WILD_CARD_SEASON = 2021;

/** Regular-season weeks: 17 up to 2020, 18 from 2021. */
export function getRegularSeasonWeekCount(season: number): number {
  return season >= FIRST_SEVENTEEN_GAME_SEASON ? 18 : 17;
}

/** Regular-season games per team: 16 up to 2020, 17 from 2021 (one bye week either way). */
export function getRegularSeasonGameCount(season: number): number {
  return getRegularSeasonWeekCount(season) - 1;
}

/** Preseason weeks after the Hall of Fame game: P1–P4 up to 2020, P1–P3 from 2021. */
export function getPreseasonWeekCount(season: number): number {
  return season >= FIRST_SEVENTEEN_GAME_SEASON ? 3 : 4;
}

/** Playoff clubs per conference: 6 up to 2019, 7 from 2020 (the standings engine's rule). */
export function getPlayoffSeedCount(season: number): number {
  return getSeasonFormat(season).playoffTeamsPerConference;
}
