/**
 * The counting figures of a player's stat line, by section. Every figure is a plain sum over
 * plays except those whose key starts with "longest", which keep the maximum. Sums that exist
 * only to form averages (timeToThrowSum, separationSum) are kept so season lines can be summed
 * from game lines and averaged again without going back to the plays. Yards are whole yards,
 * times seconds.
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

export type PlayerStatSection = keyof typeof PLAYER_TOTAL_KEYS;
export const PLAYER_STAT_SECTIONS = Object.keys(PLAYER_TOTAL_KEYS) as PlayerStatSection[];

/** The counting figures of one section, all numbers. */
export type SectionTotals<S extends PlayerStatSection> = Record<
  (typeof PLAYER_TOTAL_KEYS)[S][number],
  number
>;
export type PassingTotals = SectionTotals<'passing'>;
export type RushingTotals = SectionTotals<'rushing'>;
export type ReceivingTotals = SectionTotals<'receiving'>;
export type DefenseTotals = SectionTotals<'defense'>;
export type CoverageTotals = SectionTotals<'coverage'>;
export type KickingTotals = SectionTotals<'kicking'>;
export type PuntingTotals = SectionTotals<'punting'>;
export type ReturningTotals = SectionTotals<'returning'>;
export type GeneralTotals = SectionTotals<'general'>;

/** All counting figures of a player for a game or a season. */
export type PlayerTotals = { [S in PlayerStatSection]: SectionTotals<S> };

/**
 * One object of zeros per section, built once; every new line copies them with a spread, which
 * V8 serves from its object-clone cache (a season load creates a few hundred thousand lines, and
 * building each from the key list was a tenth of its time).
 */
const ZERO_SECTIONS = Object.fromEntries(
  PLAYER_STAT_SECTIONS.map((section) => [
    section,
    Object.fromEntries(PLAYER_TOTAL_KEYS[section].map((key) => [key, 0])),
  ]),
) as PlayerTotals;

const zeros = <S extends PlayerStatSection>(section: S): SectionTotals<S> => ({
  ...ZERO_SECTIONS[section],
});

/** A line of zeros, the starting point of every accumulation. */
export function createPlayerTotals(): PlayerTotals {
  return {
    passing: zeros('passing'),
    rushing: zeros('rushing'),
    receiving: zeros('receiving'),
    defense: zeros('defense'),
    coverage: zeros('coverage'),
    kicking: zeros('kicking'),
    punting: zeros('punting'),
    returning: zeros('returning'),
    general: zeros('general'),
  };
}

const isMaximumKey = (key: string): boolean => key.startsWith('longest');

/**
 * Adds `source` into `target` in place (sums; maxima for "longest" keys). In place because a
 * season is hundreds of thousands of additions and a copy per addition would dominate.
 */
export function addPlayerTotals(target: PlayerTotals, source: PlayerTotals): void {
  for (const section of PLAYER_STAT_SECTIONS) {
    const into = target[section] as Record<string, number>;
    const from = source[section] as Record<string, number>;
    for (const key of PLAYER_TOTAL_KEYS[section]) {
      const value = from[key] ?? 0;
      into[key] = isMaximumKey(key) ? Math.max(into[key] ?? 0, value) : (into[key] ?? 0) + value;
    }
  }
}
