import { formatStatValue, MISSING_VALUE } from '../display/index.js';
import type { PlayerHeaderStatSetting } from './player-header-stat-settings.js';
import { HEADER_STAT_ITEM_LIMIT } from './player-header-stat-settings.js';
import { getNumberAtPath } from './value-at-path.js';

/** A header stat ready to show. */
export interface HeaderStatItem {
  setting: PlayerHeaderStatSetting;
  /** Formatted value, e.g. "275.4", "45.2%", "25-30". */
  text: string;
}

const hasValue = (setting: PlayerHeaderStatSetting, stats: unknown): boolean =>
  getNumberAtPath(stats, setting.valuePath) !== null &&
  (setting.secondValuePath === undefined || getNumberAtPath(stats, setting.secondValuePath) !== null);

/**
 * Formats one header stat from the stats object: 1 decimal (0 for counts), thousands separators,
 * "%" for percentages, and "made-attempted" for items with a second value. Missing → "—".
 */
export function formatHeaderStatValue(setting: PlayerHeaderStatSetting, stats: unknown): string {
  if (!hasValue(setting, stats)) return MISSING_VALUE;
  const options = { decimals: setting.decimals, isPercentage: setting.isPercentage };
  const first = formatStatValue(getNumberAtPath(stats, setting.valuePath), options);
  if (setting.secondValuePath === undefined) return first;
  return `${first}-${formatStatValue(getNumberAtPath(stats, setting.secondValuePath), options)}`;
}

/**
 * The header items to show (spec 1 §5): the settings in order, skipping any whose value (or second
 * value) is missing from `stats`, at most `limit` (3). A player without data shows no items rather
 * than dashes.
 */
export function selectHeaderStatItems(
  settings: readonly PlayerHeaderStatSetting[],
  stats: unknown,
  limit: number = HEADER_STAT_ITEM_LIMIT,
): HeaderStatItem[] {
  return settings
    .filter((setting) => hasValue(setting, stats))
    .slice(0, Math.max(0, Math.trunc(limit)))
    .map((setting) => ({ setting, text: formatHeaderStatValue(setting, stats) }));
}
