/**
 * A team's own figures in a game (what its offense, kicking and discipline produced); "allowed"
 * figures are the opponent's own figures, paired up afterwards. All sums; yards are whole yards.
 */
export const TEAM_TOTAL_KEYS = [
  'pointsFor',
  /** Net passing yards: gross passing yards minus sack yards, as the league reports team passing. */
  'passYards',
  'grossPassYards',
  'passAttempts',
  'passCompletions',
  'passTouchdowns',
  'interceptionsThrown',
  'sacksTaken',
  'sackYardsLost',
  'rushAttempts',
  'rushYards',
  'rushTouchdowns',
  'totalYards',
  /** Plays from scrimmage that stood: runs (scrambles included), pass attempts and sacks. */
  'offensePlays',
  'firstDowns',
  'thirdDownAttempts',
  'thirdDownConversions',
  'fourthDownAttempts',
  'fourthDownConversions',
  'redZoneTrips',
  'redZoneTouchdowns',
  'fumblesLost',
  /** Interceptions thrown plus fumbles lost. */
  'turnovers',
  'penalties',
  'penaltyYards',
  'timeOfPossessionSeconds',
  /** Offensive EPA summed over plays from scrimmage (needs annotated plays). */
  'expectedPointsAdded',
  'expectedPointsAddedPlays',
] as const;

export type TeamTotalKey = (typeof TEAM_TOTAL_KEYS)[number];
export type TeamTotals = Record<TeamTotalKey, number>;

export function createTeamTotals(): TeamTotals {
  return Object.fromEntries(TEAM_TOTAL_KEYS.map((key) => [key, 0])) as TeamTotals;
}

/** Adds `source` into `target` in place. */
export function addTeamTotals(target: TeamTotals, source: TeamTotals): void {
  for (const key of TEAM_TOTAL_KEYS) target[key] += source[key];
}
