import { DEFENSE_STATS } from './defense-stats.js';
import { GENERAL_STATS } from './general-stats.js';
import { PASSING_STATS } from './passing-stats.js';
import { RECEIVING_STATS } from './receiving-stats.js';
import { RUSHING_STATS } from './rushing-stats.js';
import { KICKING_STATS, PUNTING_STATS } from './special-teams-stats.js';
import type { StatCategory, StatDefinition, StatSurface, StatWording } from './stat-definition.js';
import { TEAM_DEFENSE_STATS } from './team-defense-stats.js';
import { TEAM_OFFENSE_STATS } from './team-offense-stats.js';

/**
 * Every stat the app names: its label, column header, tooltip, decimals, percentage flag and the
 * position groups that show it. Pages, the leader tables' API and the player header read their
 * words here, never write their own.
 */
export const STAT_VOCABULARY = {
  ...GENERAL_STATS,
  ...PASSING_STATS,
  ...RUSHING_STATS,
  ...RECEIVING_STATS,
  ...DEFENSE_STATS,
  ...KICKING_STATS,
  ...PUNTING_STATS,
  ...TEAM_OFFENSE_STATS,
  ...TEAM_DEFENSE_STATS,
} as const;

export type StatKey = keyof typeof STAT_VOCABULARY;

/** A stat as one page shows it. */
export interface StatDescription extends StatWording {
  readonly key: StatKey;
  readonly category: StatCategory;
  readonly isPercentage: boolean;
}

const STAT_KEYS = Object.keys(STAT_VOCABULARY) as StatKey[];

/** The page whose words another page falls back to before the vocabulary's own. */
const FALLBACK_SURFACE: Partial<Record<StatSurface, StatSurface>> = { playerGameLog: 'playerPage' };

export function isStatKey(value: unknown): value is StatKey {
  return typeof value === 'string' && Object.hasOwn(STAT_VOCABULARY, value);
}

/** The figure's field in its line or row: the key's last part ("yards" of "passing.yards"). */
export function getStatField(key: StatKey): string {
  return key.slice(key.indexOf('.') + 1);
}

export function getStatDefinition(key: StatKey): StatDefinition {
  return STAT_VOCABULARY[key];
}

function getPageWording(definition: StatDefinition, surface: StatSurface): Partial<StatWording> {
  const fallback = FALLBACK_SURFACE[surface];
  return {
    ...(fallback === undefined ? {} : getPageWording(definition, fallback)),
    ...definition.pageWordings?.[surface],
  };
}

/** A stat as a page shows it: the vocabulary's words, or the page's own where it keeps them. */
export function describeStat(key: StatKey, surface: StatSurface = 'leaders'): StatDescription {
  const definition = getStatDefinition(key);
  const wording = { ...definition, ...getPageWording(definition, surface) };
  return {
    key,
    category: definition.category,
    label: wording.label,
    shortLabel: wording.shortLabel,
    tooltip: wording.tooltip,
    decimals: wording.decimals,
    isPercentage: definition.isPercentage,
  };
}

/** A category's stats in catalogue order (the leader table's), as a page shows them: a split's line. */
export function getCategoryStats(
  category: StatCategory,
  surface: StatSurface = 'leaders',
): StatDescription[] {
  return STAT_KEYS.filter((key) => STAT_VOCABULARY[key].category === category).map((key) =>
    describeStat(key, surface),
  );
}
