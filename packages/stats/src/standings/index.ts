/** Standings with the NFL's tie-breaking procedures and clinch flags, plus the nflverse games reader. */
export * from './types.js';
export { getSeasonFormat } from './season-format.js';
export { computeStandings } from './compute-standings.js';
export { breakDivisionTie, DIVISION_TIE_BREAK_STEPS } from './break-division-tie.js';
export { breakWildCardTie, selectWildCardSteps } from './break-wild-card-tie.js';
export {
  collectLeagueResults,
  type GameResult as StandingsGameResult,
  type LeagueResults,
} from './league-results.js';
export type { TieBreakOutcome, TieBreakStage } from './select-tie-break-winner.js';
export type { StepValue, TieBreakContext, TieBreakStep } from './tie-break-step.js';
export { computeCoinTossValue } from './coin-toss.js';
export { NFL_TEAMS, FIRST_ALIGNED_SEASON, normalizeTeamAbbr } from './nfl-teams.js';
export {
  getSeasonAbbreviations,
  parseNflverseGames,
  NflverseGamesError,
  type NflverseGame,
} from './nflverse-games.js';
