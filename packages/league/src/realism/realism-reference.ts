/**
 * The real league's ranges the simulated league is measured against (issue 21 §2): one entry per
 * measure of the realism report, shared by the report (npm run realism) and its tests, and listed
 * in docs/data.md ("Realism").
 *
 * Labels the stat vocabulary has are its own (packages/domain/src/stats).
 *
 * Sources: the measures of issue 21 §1 take that table's "real NFL (recent seasons)" column. The
 * others ("PFR 2018–2024") are NFL league-wide regular-season figures for 2018–2024 as Pro Football
 * Reference's season summaries give them, rounded outward to a range. They were written from
 * memory, without access to those pages here: check them against the nflverse play-by-play once
 * the importer (issue 21 §3) loads it, and correct them there.
 */

import { describeStat } from '@all22/domain';

/** How a measure's value reads: a count, a figure with decimals, or a percentage (0–100). */
export type RealismFormat = 'count' | 'decimal' | 'percent';

export interface RealismMeasure {
  readonly label: string;
  readonly format: RealismFormat;
  /** The real league's range, inclusive. */
  readonly min: number;
  readonly max: number;
  readonly source: 'issue 21 §1' | 'PFR 2018–2024';
}

const measure = (
  label: string,
  format: RealismFormat,
  [min, max]: readonly [number, number],
  source: RealismMeasure['source'] = 'PFR 2018–2024',
): RealismMeasure => ({ label, format, min, max, source });

/** Every measure of a season, in the report's order. */
export const REALISM_REFERENCE = {
  pointsPerTeamGame: measure('Points per team-game', 'decimal', [21, 23.5], 'issue 21 §1'),
  yardsPerPlay: measure(describeStat('team.yardsPerPlay').label, 'decimal', [5.2, 5.7]),
  playsPerTeamGame: measure('Offensive plays per team-game', 'decimal', [60, 66]),
  redZoneTouchdownPct: measure(
    describeStat('team.redZonePercentage').label,
    'percent',
    [55, 60],
    'issue 21 §1',
  ),
  thirdDownPct: measure('Third-down conversion %', 'percent', [37, 42]),
  fourthDownAttemptsPerTeamGame: measure('Fourth-down attempts per team-game', 'decimal', [0.9, 1.6]),
  completionPct: measure('Completion %', 'percent', [63, 66], 'issue 21 §1'),
  passTouchdownPct: measure('Pass TD rate %', 'percent', [4.0, 4.8], 'issue 21 §1'),
  interceptionPct: measure('Interception rate %', 'percent', [2.0, 2.7]),
  sackPct: measure('Sack rate %', 'percent', [6, 7.5], 'issue 21 §1'),
  yardsPerCarry: measure(describeStat('rushing.yardsPerAttempt').label, 'decimal', [4.1, 4.5]),
  turnoversPerTeamGame: measure('Turnovers per team-game', 'decimal', [1.2, 1.5], 'issue 21 §1'),
  lostFumblesPerTeamGame: measure('Lost fumbles per team-game', 'decimal', [0.35, 0.6]),
  penaltiesPerTeamGame: measure('Accepted penalties per team-game', 'decimal', [6, 7], 'issue 21 §1'),
  penaltyYardsPerTeamGame: measure('Penalty yards per team-game', 'decimal', [45, 58], 'issue 21 §1'),
  fieldGoalPct: measure('Field goal %', 'percent', [83, 87], 'issue 21 §1'),
  extraPointPct: measure('Extra point %', 'percent', [94, 96], 'issue 21 §1'),
  twoPointTriesPerTeamGame: measure('Two-point tries per team-game', 'decimal', [0.15, 0.35]),
  puntsPerTeamGame: measure('Punts per team-game', 'decimal', [3.6, 4.6]),
  teamWinsStdDev: measure('Std. deviation of team wins', 'decimal', [3.0, 3.3], 'issue 21 §1'),
  ties: measure('Ties', 'count', [0, 2], 'issue 21 §1'),
  longestPlay: measure('Longest play, yards', 'count', [90, 109], 'issue 21 §1'),
  thirdQuarterPointsPct: measure('Share of points in Q3 %', 'percent', [19, 23], 'issue 21 §1'),
  fourthQuarterPointsPct: measure('Share of points in Q4 %', 'percent', [25, 29], 'issue 21 §1'),
  passersPerSeason: measure('Players with a pass attempt', 'count', [60, 80], 'issue 21 §1'),
  leaderPassingYards: measure('Leader: passing yards', 'count', [4500, 5500]),
  leaderPassingTouchdowns: measure('Leader: passing TDs', 'count', [34, 50]),
  leaderRushingYards: measure('Leader: rushing yards', 'count', [1400, 2100]),
  leaderReceivingYards: measure('Leader: receiving yards', 'count', [1500, 1950]),
  leaderReceptions: measure('Leader: receptions', 'count', [110, 150]),
  leaderSacks: measure('Leader: sacks', 'decimal', [15, 22.5]),
  leaderInterceptions: measure('Leader: interceptions', 'count', [6, 11]),
} as const satisfies Record<string, RealismMeasure>;

export type RealismMeasureKey = keyof typeof REALISM_REFERENCE;

/** A season's value of every measure. */
export type SeasonRealism = Record<RealismMeasureKey, number>;
