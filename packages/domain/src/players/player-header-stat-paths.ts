/**
 * Dot paths into the player-header stats object. The object has one section per kind of stat;
 * every value is a season figure for the stats season: per-game values are season totals divided
 * by games, percentages are in percentage points (0–100), counts are whole numbers.
 *
 *   passing   yardsPerGame, touchdownsPerGame, interceptionsPerGame, passerRating
 *   rushing   attemptsPerGame, yardsPerGame, touchdownsPerGame, yardsPerAttempt
 *   receiving targetsPerGame, receptionsPerGame, yardsPerGame, touchdownsPerGame, routesPerGame
 *   defense   snapsPerGame, tacklesPerGame, sacksPerGame, pressuresPerGame, pressureRate,
 *             interceptionsPerGame
 *   coverage  passerRatingAllowed, tightWindowRate (as the nearest defender)
 *   kicking   fieldGoalsMade, fieldGoalsAttempted, longestFieldGoal, fieldGoalPercentage,
 *             extraPointsMade, extraPointsAttempted, extraPointPercentage
 *   punting   punts, averageDistance, longest
 */
export const PLAYER_HEADER_STAT_PATHS = [
  'passing.yardsPerGame',
  'passing.touchdownsPerGame',
  'passing.interceptionsPerGame',
  'passing.passerRating',
  'rushing.attemptsPerGame',
  'rushing.yardsPerGame',
  'rushing.touchdownsPerGame',
  'rushing.yardsPerAttempt',
  'receiving.targetsPerGame',
  'receiving.receptionsPerGame',
  'receiving.yardsPerGame',
  'receiving.touchdownsPerGame',
  'receiving.routesPerGame',
  'defense.snapsPerGame',
  'defense.tacklesPerGame',
  'defense.sacksPerGame',
  'defense.pressuresPerGame',
  'defense.pressureRate',
  'defense.interceptionsPerGame',
  'coverage.passerRatingAllowed',
  'coverage.tightWindowRate',
  'kicking.fieldGoalsMade',
  'kicking.fieldGoalsAttempted',
  'kicking.longestFieldGoal',
  'kicking.fieldGoalPercentage',
  'kicking.extraPointsMade',
  'kicking.extraPointsAttempted',
  'kicking.extraPointPercentage',
  'punting.punts',
  'punting.averageDistance',
  'punting.longest',
] as const;
export type PlayerHeaderStatPath = (typeof PLAYER_HEADER_STAT_PATHS)[number];
