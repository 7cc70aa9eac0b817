/**
 * The column catalogue of the stat-leader tables (/stats/{group}/{season|game}): which stats each
 * table shows, worded by the domain's stat vocabulary, and which figure of the stored line each
 * reads. Definitions of the figures are in docs/data.md.
 */
import type { LeaderColumn, LeaderGroup, LeaderPeriod, SortValue } from '@all22/contracts';
import { describeStat, type StatKey } from '@all22/domain';
import type { PlayerSeasonStatLine, TeamSeasonStatLine } from '@all22/stats';

/** A player row's figures: a season line, or a game line (its per-game figures null). */
export interface PlayerLeaderSource {
  line: PlayerSeasonStatLine;
  /** Games played for a season row; 1 for a game row. */
  gamesPlayed: number;
}

/** A team row's figures: a season line, or a game line (its per-game figures missing). */
export interface TeamLeaderSource {
  line: Partial<TeamSeasonStatLine>;
  games: number;
}

export interface LeaderColumnDefinition<Source> extends LeaderColumn {
  /** Shown in season tables only (per-game figures, games played). */
  isSeasonOnly: boolean;
  value: (source: Source) => number | null;
}

export interface LeaderGroupDefinition<Source> {
  kind: 'player' | 'team';
  columns: readonly LeaderColumnDefinition<Source>[];
  /** The default sort per period: the group's headline figure in its natural order. */
  defaultSort: Record<LeaderPeriod, { key: string; value: SortValue }>;
  /** Rows listed at all: players who took part in the group's kind of play. */
  isListed: (source: Source) => boolean;
}

/**
 * A column in the stat vocabulary's words (its short label as the header): `key` names it in the
 * API, `value` reads its figure. Per-game figures and games played are season-only.
 */
export function column<Source>(
  key: string,
  stat: StatKey,
  value: (source: Source) => number | null | undefined,
  { isSeasonOnly = false }: { isSeasonOnly?: boolean } = {},
): LeaderColumnDefinition<Source> {
  const { shortLabel, tooltip, decimals, isPercentage } = describeStat(stat, 'leaders');
  return {
    key,
    label: shortLabel,
    tooltip,
    decimals,
    isPercentage,
    isSeasonOnly,
    value: (source) => value(source) ?? null,
  };
}

export type PlayerLeaderGroup = Exclude<LeaderGroup, 'team-offense' | 'team-defense'>;
export type TeamLeaderGroup = Extract<LeaderGroup, 'team-offense' | 'team-defense'>;

export function isTeamLeaderGroup(group: LeaderGroup): group is TeamLeaderGroup {
  return group === 'team-offense' || group === 'team-defense';
}

/** The columns a table of this period shows (season-only columns left out of game tables). */
export function selectLeaderColumns<Source>(
  definition: LeaderGroupDefinition<Source>,
  period: LeaderPeriod,
): LeaderColumnDefinition<Source>[] {
  return definition.columns.filter((candidate) => period === 'season' || !candidate.isSeasonOnly);
}

/** The column as the API documents it (without its reader). */
export function describeLeaderColumn<Source>(definition: LeaderColumnDefinition<Source>): LeaderColumn {
  return {
    key: definition.key,
    label: definition.label,
    tooltip: definition.tooltip,
    decimals: definition.decimals,
    isPercentage: definition.isPercentage,
  };
}
