/**
 * The simulated league's people: generated players (never real persons), their ratings and
 * careers, the first league, the weekly rosters, injuries and depth charts, and the offseason.
 */
export * from './league-player.js';
export * from './league-state.js';
export { getHeadshotUrlTemplate } from './headshot-url.js';
export { JERSEY_NUMBER_RANGES, isValidJerseyNumber } from './jersey-numbers.js';
export { FIRST_PLAYER_NFL_ID, createPlayerIds, type PlayerIds } from './player-ids.js';
export { isDeniedName } from './player-names.js';
export { getAgeOnDate, getSeasonAge } from './player-age.js';
export { OVERALL_WEIGHTS, SKILL_RATING_KEYS, computeOverall, type SkillRatingKey } from './player-ratings.js';
export { AGE_CURVES, developRatings, getAgeOffset, getExpectedYearlyChange } from './develop-player.js';
export {
  ACTIVE_ROSTER_SIZE,
  ACTIVE_ROSTER_TEMPLATE,
  GAME_DAY_MINIMUMS,
  PRACTICE_SQUAD_SIZE,
  PRACTICE_SQUAD_TEMPLATE,
} from './roster-template.js';
export { findLeaguePlayer } from './find-league-player.js';
export {
  FIRST_LEAGUE_SEASON,
  createInitialLeague,
  type CreateInitialLeagueOptions,
} from './create-initial-league.js';
export { createWeekRosters, type CreateWeekRostersOptions, type WeekRosters } from './create-week-rosters.js';
export { advanceOffseason, type AdvanceOffseasonOptions } from './advance-offseason.js';
export { getOffseasonCalendar, type OffseasonCalendar } from './offseason-calendar.js';
