import type { PlayerHeaderStatPath } from './player-header-stat-paths.js';
import type { PositionGroup } from './position-group.js';

/** Where a header stat comes from: the fantasy season API or Next Gen Stats (spec 2 §3). */
export const STAT_SOURCES = ['fantasy', 'ngs'] as const;
export type StatSource = (typeof STAT_SOURCES)[number];

/** One player-header stat item (spec 2 §3). */
export interface PlayerHeaderStatSetting {
  label: string;
  /** A plain-English sentence explaining the figure. */
  tooltip: string;
  valuePath: PlayerHeaderStatPath;
  /** Shown after the first value with a dash, e.g. FGM-FGA "25-30". */
  secondValuePath?: PlayerHeaderStatPath;
  /** Counts show 0 decimals, everything else 1. */
  decimals: 0 | 1;
  /** The value is in percentage points and shows with "%". */
  isPercentage: boolean;
  source: StatSource;
}

/** At most this many items of each kind show in the player header (spec 1 §5, spec 2 §3). */
export const HEADER_STAT_ITEM_LIMIT = 3;

const perGame = (
  label: string,
  tooltip: string,
  valuePath: PlayerHeaderStatPath,
  source: StatSource,
): PlayerHeaderStatSetting => ({ label, tooltip, valuePath, decimals: 1, isPercentage: false, source });

const percentage = (
  label: string,
  tooltip: string,
  valuePath: PlayerHeaderStatPath,
  source: StatSource,
): PlayerHeaderStatSetting => ({ label, tooltip, valuePath, decimals: 1, isPercentage: true, source });

const count = (
  label: string,
  tooltip: string,
  valuePath: PlayerHeaderStatPath,
  source: StatSource,
  secondValuePath?: PlayerHeaderStatPath,
): PlayerHeaderStatSetting => ({
  label,
  tooltip,
  valuePath,
  ...(secondValuePath === undefined ? {} : { secondValuePath }),
  decimals: 0,
  isPercentage: false,
  source,
});

const QB = [
  perGame('Pass YPG', 'Passing yards per game.', 'passing.yardsPerGame', 'fantasy'),
  perGame('Pass TD/G', 'Passing touchdowns per game.', 'passing.touchdownsPerGame', 'fantasy'),
  perGame('INT/G', 'Interceptions thrown per game.', 'passing.interceptionsPerGame', 'fantasy'),
  perGame('Rating', 'Passer rating for the season.', 'passing.passerRating', 'fantasy'),
  perGame('Rush YPG', 'Rushing yards per game.', 'rushing.yardsPerGame', 'fantasy'),
] as const satisfies readonly PlayerHeaderStatSetting[];

const RB = [
  perGame('Rush ATT/G', 'Rushing attempts per game.', 'rushing.attemptsPerGame', 'fantasy'),
  perGame('Rush YPG', 'Rushing yards per game.', 'rushing.yardsPerGame', 'fantasy'),
  perGame('Rush TD/G', 'Rushing touchdowns per game.', 'rushing.touchdownsPerGame', 'fantasy'),
  perGame('YPC', 'Rushing yards per carry.', 'rushing.yardsPerAttempt', 'fantasy'),
  perGame('Rec YPG', 'Receiving yards per game.', 'receiving.yardsPerGame', 'fantasy'),
] as const satisfies readonly PlayerHeaderStatSetting[];

const RECEIVER = [
  perGame('Tgt/G', 'Times targeted by a pass per game.', 'receiving.targetsPerGame', 'fantasy'),
  perGame('REC/G', 'Receptions per game.', 'receiving.receptionsPerGame', 'fantasy'),
  perGame('REC YPG', 'Receiving yards per game.', 'receiving.yardsPerGame', 'fantasy'),
  perGame('REC TD/G', 'Receiving touchdowns per game.', 'receiving.touchdownsPerGame', 'fantasy'),
  perGame('Routes/G', 'Pass routes run per game, from player tracking.', 'receiving.routesPerGame', 'ngs'),
] as const satisfies readonly PlayerHeaderStatSetting[];

const FRONT_SEVEN = [
  perGame('Snaps/G', 'Defensive snaps played per game.', 'defense.snapsPerGame', 'ngs'),
  perGame('Tkl/G', 'Tackles per game.', 'defense.tacklesPerGame', 'ngs'),
  perGame('Sacks/G', 'Sacks per game.', 'defense.sacksPerGame', 'ngs'),
  perGame('QBP/G', 'Quarterback pressures per game.', 'defense.pressuresPerGame', 'ngs'),
  percentage('QBP %', 'Share of pass rushes that pressured the quarterback.', 'defense.pressureRate', 'ngs'),
] as const satisfies readonly PlayerHeaderStatSetting[];

const SECONDARY = [
  perGame('Snaps/G', 'Defensive snaps played per game.', 'defense.snapsPerGame', 'ngs'),
  perGame('Tkl/G', 'Tackles per game.', 'defense.tacklesPerGame', 'ngs'),
  perGame('Int/G', 'Interceptions made per game.', 'defense.interceptionsPerGame', 'ngs'),
  perGame(
    'Rating',
    'Passer rating allowed when he was the nearest defender to the target.',
    'coverage.passerRatingAllowed',
    'ngs',
  ),
  percentage(
    'TW %',
    'Share of targets against him thrown into a tight window, under 1 yard of separation.',
    'coverage.tightWindowRate',
    'ngs',
  ),
] as const satisfies readonly PlayerHeaderStatSetting[];

const K = [
  count(
    'FGM-FGA',
    'Field goals made and attempted.',
    'kicking.fieldGoalsMade',
    'fantasy',
    'kicking.fieldGoalsAttempted',
  ),
  count('Long', 'Longest field goal made, in yards.', 'kicking.longestFieldGoal', 'fantasy'),
  percentage('FG %', 'Share of field goal attempts made.', 'kicking.fieldGoalPercentage', 'fantasy'),
  count(
    'XPM-XPA',
    'Extra points made and attempted.',
    'kicking.extraPointsMade',
    'fantasy',
    'kicking.extraPointsAttempted',
  ),
  percentage('XP %', 'Share of extra point attempts made.', 'kicking.extraPointPercentage', 'fantasy'),
] as const satisfies readonly PlayerHeaderStatSetting[];

const P = [
  count('Punts', 'Punts for the season.', 'punting.punts', 'fantasy'),
  perGame('Avg Dist', 'Average gross distance per punt, in yards.', 'punting.averageDistance', 'fantasy'),
  count('Long', 'Longest punt, in yards.', 'punting.longest', 'fantasy'),
] as const satisfies readonly PlayerHeaderStatSetting[];

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
export const getPlayerHeaderStatSettings = (group: PositionGroup): readonly PlayerHeaderStatSetting[] =>
  PLAYER_HEADER_STAT_SETTINGS[group];
