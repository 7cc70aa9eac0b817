// Types only from the contracts: its stats module is part of the start-up's code, and a value
// imported here too would split it into a chunk of its own and grow the first page's script.
import type { LeaderGroup, LeaderPeriod, SortValue } from '@all22/contracts';
import type { RouteName } from '../../../config/route-paths';

/** A stat group as the stats pages show it: its name, whether its rows are players or teams. */
export interface StatsGroupInfo {
  readonly group: LeaderGroup;
  readonly label: string;
  readonly kind: 'player' | 'team';
  /** The headline of its leader card on /stats/home ("Passing yards"). */
  readonly cardTitle: string;
}

export const STATS_GROUPS: Readonly<Record<LeaderGroup, StatsGroupInfo>> = {
  passing: { group: 'passing', label: 'Passing', kind: 'player', cardTitle: 'Passing' },
  rushing: { group: 'rushing', label: 'Rushing', kind: 'player', cardTitle: 'Rushing' },
  receiving: { group: 'receiving', label: 'Receiving', kind: 'player', cardTitle: 'Receiving' },
  defense: { group: 'defense', label: 'Defense', kind: 'player', cardTitle: 'Defense' },
  'team-offense': { group: 'team-offense', label: 'Team Offense', kind: 'team', cardTitle: 'Team Offense' },
  'team-defense': { group: 'team-defense', label: 'Team Defense', kind: 'team', cardTitle: 'Team Defense' },
};

/** The groups in menu order (spec 1 §2); the record above keeps it complete. */
export const STATS_GROUP_LIST = Object.keys(STATS_GROUPS) as LeaderGroup[];

/** The periods of the leader tables: season rows and single-game rows. */
export const STATS_PERIODS = ['season', 'game'] as const satisfies readonly LeaderPeriod[];

export function isSortValue(value: unknown): value is SortValue {
  return value === 'ASC' || value === 'DESC';
}

export const PERIOD_LABELS: Readonly<Record<LeaderPeriod, string>> = {
  season: 'Season',
  game: 'Single game',
};

export function isLeaderGroup(value: unknown): value is LeaderGroup {
  return typeof value === 'string' && Object.hasOwn(STATS_GROUPS, value);
}

export function isLeaderPeriod(value: unknown): value is LeaderPeriod {
  return value === 'season' || value === 'game';
}

/** The route of a group's leader table ("stats-passing-season"). */
export function toStatsTableRoute(group: LeaderGroup, period: LeaderPeriod) {
  return `stats-${group}-${period}` as Extract<RouteName, `stats-${string}-${'season' | 'game'}`>;
}

/** The group and period of a leader-table route; null for /stats/home and /stats/home-alpha. */
export function parseStatsTableRoute(name: string): { group: LeaderGroup; period: LeaderPeriod } | null {
  const match = /^stats-(.+)-(season|game)$/.exec(name);
  if (!match) return null;
  const [, group, period] = match;
  return isLeaderGroup(group) && isLeaderPeriod(period) ? { group, period } : null;
}
