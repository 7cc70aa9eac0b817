/**
 * The column catalogue of the stat-leader tables (/stats/{group}/{season|game}): what each column
 * shows, how the web table renders it, and which figure of the stored line it reads. Definitions
 * of the figures are in docs/data.md.
 */
import type { LeaderColumn, LeaderGroup, LeaderPeriod, SortValue } from '@all22/contracts';
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

export type ColumnOptions = { decimals?: number; isPercentage?: boolean; isSeasonOnly?: boolean };

export const column = <Source>(
  key: string,
  label: string,
  tooltip: string,
  value: (source: Source) => number | null | undefined,
  options: ColumnOptions = {},
): LeaderColumnDefinition<Source> => ({
  key,
  label,
  tooltip,
  decimals: options.decimals ?? 0,
  isPercentage: options.isPercentage ?? false,
  isSeasonOnly: options.isSeasonOnly ?? false,
  value: (source) => value(source) ?? null,
});

/** Column options for one-decimal rates, percentages and season-only per-game figures. */
export const rate = { decimals: 1 } as const;
export const percent = { decimals: 1, isPercentage: true } as const;
export const perGame = { decimals: 1, isSeasonOnly: true } as const;

export type PlayerLeaderGroup = Exclude<LeaderGroup, 'team-offense' | 'team-defense'>;
export type TeamLeaderGroup = Extract<LeaderGroup, 'team-offense' | 'team-defense'>;

export const isTeamLeaderGroup = (group: LeaderGroup): group is TeamLeaderGroup =>
  group === 'team-offense' || group === 'team-defense';

/** The columns a table of this period shows (season-only columns left out of game tables). */
export const selectLeaderColumns = <Source>(
  definition: LeaderGroupDefinition<Source>,
  period: LeaderPeriod,
): LeaderColumnDefinition<Source>[] =>
  definition.columns.filter((candidate) => period === 'season' || !candidate.isSeasonOnly);

/** The column as the API documents it (without its reader). */
export const describeLeaderColumn = <Source>(definition: LeaderColumnDefinition<Source>): LeaderColumn => ({
  key: definition.key,
  label: definition.label,
  tooltip: definition.tooltip,
  decimals: definition.decimals,
  isPercentage: definition.isPercentage,
});
