import { formatStatValue } from '../display/format-stat-value.js';
import type { FantasyScoring } from '../fantasy/fantasy-scoring.js';
import { isFantasyPositionGroup } from '../fantasy/fantasy-scoring.js';
import { describeFantasyStat, type FantasyStat } from '../fantasy/fantasy-stat-texts.js';
import { selectHeaderStatItems } from './header-stat-items.js';
import { HEADER_STAT_ITEM_LIMIT, getPlayerHeaderStatSettings } from './player-header-stat-settings.js';
import type { PositionGroup } from './position-group.js';
import type { QualificationInput, QualificationMetric } from './stat-qualification.js';
import { QUALIFICATION_THRESHOLDS, isStatQualified } from './stat-qualification.js';
import { getNumberAtPath } from './value-at-path.js';

/** One figure of the player header, ready to show. */
export interface PlayerHeaderStatItem {
  label: string;
  tooltip: string;
  text: string;
}

/** A season's fantasy figures under every scoring (spec 2 §3 fantasy keys). */
export type FantasySeasonFigures = Readonly<
  Record<FantasyScoring['pointsKey'] | FantasyScoring['perGameKey'], number> &
    Record<FantasyScoring['rankLabelKey'], string | null>
>;

export interface PlayerHeaderStatsInput {
  group: PositionGroup | null;
  /** The stats season's line: sections passing, rushing, receiving, defense, coverage, kicking, punting. */
  seasonLine: unknown;
  gamesPlayed: number;
  gamesDnp: number;
  /** The fantasy season row; null when it is not available (a failure hides it silently). */
  fantasy: FantasySeasonFigures | null;
  scoring: FantasyScoring;
}

export interface PlayerHeaderStats {
  /** The player passes the group's volume rule (spec 1 §5); nothing shows otherwise. */
  isQualified: boolean;
  /** Up to 3 "Fantasy Stats": season points, points per game, position rank, in the user's scoring. */
  fantasyItems: PlayerHeaderStatItem[];
  /** Up to 3 "Season Stats" from the position group's settings (spec 2 §3). */
  seasonItems: PlayerHeaderStatItem[];
}

const QUALIFICATION_PATHS = {
  passingAttempts: 'passing.attempts',
  rushingAttempts: 'rushing.attempts',
  receptions: 'receiving.receptions',
  snaps: 'defense.snaps',
  coveragePlays: 'coverage.coveragePlays',
} as const satisfies Record<QualificationMetric, string>;

/** The season totals the qualification rule reads, from a season line. */
export function getQualificationTotals(seasonLine: unknown): QualificationInput['totals'] {
  return Object.fromEntries(
    Object.entries(QUALIFICATION_PATHS).map(([metric, path]) => [metric, getNumberAtPath(seasonLine, path)]),
  );
}

/** The volume rule of a group as a sentence ("more than 14 pass attempts per game"), or null. */
export function describeQualification(group: PositionGroup): string | null {
  const threshold = QUALIFICATION_THRESHOLDS[group];
  if (threshold === null) return null;
  const what = {
    passingAttempts: 'pass attempts',
    rushingAttempts: 'rushing attempts',
    receptions: 'receptions',
    snaps: 'defensive snaps',
    coveragePlays: 'coverage plays',
  }[threshold.metric];
  return `more than ${threshold.perGame} ${what} per game`;
}

/** A fantasy figure as a header item, in the vocabulary's words for the header. */
function getFantasyItem(stat: FantasyStat, scoring: FantasyScoring, text: string): PlayerHeaderStatItem {
  const { shortLabel, tooltip } = describeFantasyStat(stat, scoring, 'playerHeader');
  return { label: shortLabel, tooltip, text };
}

const getFantasyItems = (fantasy: FantasySeasonFigures, scoring: FantasyScoring): PlayerHeaderStatItem[] => {
  const items = [
    getFantasyItem('points', scoring, formatStatValue(fantasy[scoring.pointsKey])),
    getFantasyItem('pointsPerGame', scoring, formatStatValue(fantasy[scoring.perGameKey])),
  ];
  const rank = fantasy[scoring.rankLabelKey];
  if (rank !== null) items.push(getFantasyItem('positionRank', scoring, rank));
  return items.slice(0, HEADER_STAT_ITEM_LIMIT);
};

/**
 * The player header's stat items (spec 1 §2, §5; spec 2 §3): nothing unless the player qualifies;
 * then the fantasy figures (fantasy-scored groups only, once he has played) and the first 3 of his
 * group's season settings that have a value.
 */
export function getPlayerHeaderStats(input: PlayerHeaderStatsInput): PlayerHeaderStats {
  const { group } = input;
  const isQualified =
    group !== null &&
    isStatQualified(group, {
      gamesPlayed: input.gamesPlayed,
      gamesDnp: input.gamesDnp,
      totals: getQualificationTotals(input.seasonLine),
    });
  if (!isQualified) return { isQualified: false, fantasyItems: [], seasonItems: [] };
  const hasFantasy = isFantasyPositionGroup(group) && input.fantasy !== null && input.gamesPlayed > 0;
  return {
    isQualified,
    fantasyItems: hasFantasy && input.fantasy ? getFantasyItems(input.fantasy, input.scoring) : [],
    seasonItems: selectHeaderStatItems(getPlayerHeaderStatSettings(group), input.seasonLine).map(
      ({ setting, text }) => ({ label: setting.label, tooltip: setting.tooltip, text }),
    ),
  };
}
