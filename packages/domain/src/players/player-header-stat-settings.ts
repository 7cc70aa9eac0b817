import type { StatDecimals } from '../stats/stat-definition.js';
import { describeStat, type StatKey } from '../stats/stat-vocabulary.js';
import type { PlayerHeaderStatPath } from './player-header-stat-paths.js';
import type { PositionGroup } from './position-group.js';

/** Where a header stat comes from: the fantasy season API or Next Gen Stats (spec 2 §3). */
export const STAT_SOURCES = ['fantasy', 'ngs'] as const;
export type StatSource = (typeof STAT_SOURCES)[number];

/** One player-header stat item (spec 2 §3), worded by the stat vocabulary. */
export interface PlayerHeaderStatSetting {
  label: string;
  /** A plain-English sentence explaining the figure. */
  tooltip: string;
  valuePath: PlayerHeaderStatPath;
  /** Shown after the first value with a dash, e.g. FGM-FGA "25-30". */
  secondValuePath?: PlayerHeaderStatPath;
  /** Counts show 0 decimals, everything else 1 (spec 2 §3). */
  decimals: StatDecimals;
  /** The value is in percentage points and shows with "%". */
  isPercentage: boolean;
  source: StatSource;
}

/** At most this many items of each kind show in the player header (spec 1 §5, spec 2 §3). */
export const HEADER_STAT_ITEM_LIMIT = 3;

/** The RB header spells it "Rec YPG" where receivers' says "REC YPG" (spec 2 §3). */
const RB_RECEIVING_YARDS_LABEL = 'Rec YPG';

/** A header item in the vocabulary's words for the header (shortLabel as its label). */
function headerItem(
  valuePath: PlayerHeaderStatPath & StatKey,
  source: StatSource,
  options: { secondValuePath?: PlayerHeaderStatPath; label?: string } = {},
): PlayerHeaderStatSetting {
  const { shortLabel, tooltip, decimals, isPercentage } = describeStat(valuePath, 'playerHeader');
  const { secondValuePath, label = shortLabel } = options;
  return {
    label,
    tooltip,
    valuePath,
    ...(secondValuePath === undefined ? {} : { secondValuePath }),
    decimals,
    isPercentage,
    source,
  };
}

const QB = [
  headerItem('passing.yardsPerGame', 'fantasy'),
  headerItem('passing.touchdownsPerGame', 'fantasy'),
  headerItem('passing.interceptionsPerGame', 'fantasy'),
  headerItem('passing.passerRating', 'fantasy'),
  headerItem('rushing.yardsPerGame', 'fantasy'),
];

const RB = [
  headerItem('rushing.attemptsPerGame', 'fantasy'),
  headerItem('rushing.yardsPerGame', 'fantasy'),
  headerItem('rushing.touchdownsPerGame', 'fantasy'),
  headerItem('rushing.yardsPerAttempt', 'fantasy'),
  headerItem('receiving.yardsPerGame', 'fantasy', { label: RB_RECEIVING_YARDS_LABEL }),
];

const RECEIVER = [
  headerItem('receiving.targetsPerGame', 'fantasy'),
  headerItem('receiving.receptionsPerGame', 'fantasy'),
  headerItem('receiving.yardsPerGame', 'fantasy'),
  headerItem('receiving.touchdownsPerGame', 'fantasy'),
  headerItem('receiving.routesPerGame', 'ngs'),
];

const FRONT_SEVEN = [
  headerItem('defense.snapsPerGame', 'ngs'),
  headerItem('defense.tacklesPerGame', 'ngs'),
  headerItem('defense.sacksPerGame', 'ngs'),
  headerItem('defense.pressuresPerGame', 'ngs'),
  headerItem('defense.pressureRate', 'ngs'),
];

const SECONDARY = [
  headerItem('defense.snapsPerGame', 'ngs'),
  headerItem('defense.tacklesPerGame', 'ngs'),
  headerItem('defense.interceptionsPerGame', 'ngs'),
  headerItem('coverage.passerRatingAllowed', 'ngs'),
  headerItem('coverage.tightWindowRate', 'ngs'),
];

const K = [
  headerItem('kicking.fieldGoalsMade', 'fantasy', { secondValuePath: 'kicking.fieldGoalsAttempted' }),
  headerItem('kicking.longestFieldGoal', 'fantasy'),
  headerItem('kicking.fieldGoalPercentage', 'fantasy'),
  headerItem('kicking.extraPointsMade', 'fantasy', { secondValuePath: 'kicking.extraPointsAttempted' }),
  headerItem('kicking.extraPointPercentage', 'fantasy'),
];

const P = [
  headerItem('punting.punts', 'fantasy'),
  headerItem('punting.averageDistance', 'fantasy'),
  headerItem('punting.longest', 'fantasy'),
];

/**
 * Player-header stat items per position group, in display order (spec 2 §3). OL and LS have no
 * header stats.
 */
export const PLAYER_HEADER_STAT_SETTINGS: Readonly<
  Record<PositionGroup, readonly PlayerHeaderStatSetting[]>
> = {
  QB,
  RB,
  WR: RECEIVER,
  TE: RECEIVER,
  DL: FRONT_SEVEN,
  LB: FRONT_SEVEN,
  EDGE: FRONT_SEVEN,
  DB: SECONDARY,
  K,
  P,
  OL: [],
  LS: [],
};

/** The header stat items for a position group (see {@link PLAYER_HEADER_STAT_SETTINGS}). */
export function getPlayerHeaderStatSettings(group: PositionGroup): readonly PlayerHeaderStatSetting[] {
  return PLAYER_HEADER_STAT_SETTINGS[group];
}
