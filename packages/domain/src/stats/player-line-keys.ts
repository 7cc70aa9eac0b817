/**
 * The figures of a player's stat line, by section: the one list the stats derivations, the
 * contracts' schemas and the stat vocabulary's keys are built from.
 *
 * Totals are plain sums over plays except those whose key starts with "longest", which keep the
 * maximum. Sums that exist only to form averages (timeToThrowSum, separationSum) are kept so
 * season lines can be summed from game lines and averaged again without going back to the plays.
 * Yards are whole yards, times seconds.
 */
export const PLAYER_TOTAL_KEYS = {
  passing: [
    'attempts',
    'completions',
    /** Gross passing yards (sack yards are separate). */
    'yards',
    'touchdowns',
    'interceptions',
    /** Times sacked and yards lost on those sacks (positive). */
    'sacks',
    'sackYards',
    /** Intended air yards on every attempt with a measured value, and on completions only. */
    'airYards',
    'completedAirYards',
    'timeToThrowSum',
    'timeToThrowCount',
    'firstDowns',
    'longest',
    /** EPA summed over dropbacks (attempts and sacks). */
    'expectedPointsAdded',
  ],
  rushing: [
    /** Carries, scrambles included. */
    'attempts',
    'yards',
    'touchdowns',
    'longest',
    'tenPlusRuns',
    'firstDowns',
    /** Fumbles and lost fumbles on the player's own carries. */
    'fumbles',
    'fumblesLost',
    'expectedPointsAdded',
  ],
  receiving: [
    'targets',
    'receptions',
    'yards',
    'touchdowns',
    'longest',
    'yardsAfterCatch',
    'firstDowns',
    /** Plays on which he ran a route (routeRunnerIds). */
    'routesRun',
    'separationSum',
    'separationCount',
    'expectedPointsAdded',
  ],
  defense: [
    /** Defensive snaps (defensePlayerIds on plays from scrimmage). */
    'snaps',
    'tackles',
    /** Half a sack each when two players share one. */
    'sacks',
    'pressures',
    /** Snaps on which he rushed the passer (passRusherIds). */
    'passRushSnaps',
    'interceptions',
    'passesDefensed',
    'runStuffs',
    'stops',
    'hustleStops',
  ],
  coverage: [
    /** Snaps in pass coverage (coverageDefenderIds). */
    'coveragePlays',
    /** As the nearest defender to the targeted receiver. */
    'targetsAllowed',
    'completionsAllowed',
    'yardsAllowed',
    'touchdownsAllowed',
    'interceptionsAllowed',
    /** Targets allowed thrown with under 1 yard of separation. */
    'tightTargetsAllowed',
  ],
  kicking: [
    'fieldGoalsMade',
    'fieldGoalsAttempted',
    'fieldGoalsMade0To19',
    'fieldGoalsAttempted0To19',
    'fieldGoalsMade20To29',
    'fieldGoalsAttempted20To29',
    'fieldGoalsMade30To39',
    'fieldGoalsAttempted30To39',
    'fieldGoalsMade40To49',
    'fieldGoalsAttempted40To49',
    'fieldGoalsMade50Plus',
    'fieldGoalsAttempted50Plus',
    'longestFieldGoal',
    'extraPointsMade',
    'extraPointsAttempted',
  ],
  punting: [
    'punts',
    /** Gross punt yards (kickDistance). */
    'yards',
    'longest',
  ],
  returning: [
    'kickReturns',
    'kickReturnYards',
    'puntReturns',
    'puntReturnYards',
    /** Kick and punt return touchdowns (fantasy's returnTouchdowns). */
    'touchdowns',
    'longest',
  ],
  general: [
    'offenseSnaps',
    'specialTeamsSnaps',
    /** Successful two-point tries as passer, receiver or rusher. */
    'twoPointConversions',
    /** Every fumble charged to the player, whatever his role on the play. */
    'fumbles',
    'fumblesLost',
  ],
} as const;

/**
 * Rates derived from a line's totals, each null when its denominator is zero (so "no data" never
 * reads as 0). Percentages are 0–100 with one decimal; averages two decimals.
 */
export const PLAYER_RATE_KEYS = {
  passing: [
    'completionPercentage',
    'yardsPerAttempt',
    'passerRating',
    'averageAirYards',
    'averageTimeToThrow',
  ],
  rushing: ['yardsPerAttempt'],
  receiving: ['catchPercentage', 'yardsPerReception', 'averageSeparation'],
  /** pressureRate: pressures ÷ pass-rush snaps × 100. */
  defense: ['pressureRate'],
  /**
   * passerRatingAllowed: NFL passer rating of the passes thrown at the receivers he was nearest to;
   * targetRate: targets allowed ÷ coverage plays × 100; tightWindowRate ("TW %"): share of targets
   * allowed thrown into a tight window (under 1 yard of separation) × 100.
   */
  coverage: ['completionPercentageAllowed', 'passerRatingAllowed', 'targetRate', 'tightWindowRate'],
  kicking: ['fieldGoalPercentage', 'extraPointPercentage'],
  punting: ['averageDistance'],
  returning: [],
  general: [],
} as const satisfies Record<PlayerStatSection, readonly string[]>;

/** Season totals ÷ games played, one decimal (null at 0 games): the figures the player header reads. */
export const PLAYER_PER_GAME_KEYS = {
  passing: ['attemptsPerGame', 'yardsPerGame', 'touchdownsPerGame', 'interceptionsPerGame'],
  rushing: ['attemptsPerGame', 'yardsPerGame', 'touchdownsPerGame'],
  receiving: ['targetsPerGame', 'receptionsPerGame', 'yardsPerGame', 'touchdownsPerGame', 'routesPerGame'],
  defense: ['snapsPerGame', 'tacklesPerGame', 'sacksPerGame', 'pressuresPerGame', 'interceptionsPerGame'],
  coverage: [],
  kicking: [],
  punting: [],
  returning: [],
  general: [],
} as const satisfies Record<PlayerStatSection, readonly string[]>;

export type PlayerStatSection = keyof typeof PLAYER_TOTAL_KEYS;
export type PlayerTotalKey<S extends PlayerStatSection> = (typeof PLAYER_TOTAL_KEYS)[S][number];
export type PlayerRateKey<S extends PlayerStatSection> = (typeof PLAYER_RATE_KEYS)[S][number];
export type PlayerPerGameKey<S extends PlayerStatSection> = (typeof PLAYER_PER_GAME_KEYS)[S][number];

/** A figure of a player's season line as a dot path: "passing.yards", "coverage.tightWindowRate". */
export type PlayerStatPath = {
  [S in PlayerStatSection]: `${S}.${PlayerTotalKey<S> | PlayerRateKey<S> | PlayerPerGameKey<S>}`;
}[PlayerStatSection];
