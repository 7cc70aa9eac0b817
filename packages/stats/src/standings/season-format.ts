import type { SeasonFormat } from './types.js';

/** The first season with seven playoff clubs per conference (14 in all) instead of six. */
const FIRST_SEVEN_SEED_SEASON = 2020;

/** Playoff format of a season: 6 clubs per conference up to 2019, 7 from 2020; always 4 division winners. */
export function getSeasonFormat(season: number): SeasonFormat {
  return {
    playoffTeamsPerConference: season >= FIRST_SEVEN_SEED_SEASON ? 7 : 6,
    divisionWinnersPerConference: 4,
  };
}
