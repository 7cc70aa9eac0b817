import type { RosterPlayer } from '@all22/contracts';
import { getAge, getPositionGroup, POSITION_GROUPS, type PositionGroup } from '@all22/domain';

export const ROSTER_SORT_KEYS = [
  'name',
  'jerseyNumber',
  'position',
  'age',
  'height',
  'weight',
  'experience',
] as const;
export type RosterSortKey = (typeof ROSTER_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface RosterSort {
  key: RosterSortKey;
  direction: SortDirection;
}

/** A roster line with the figures the table sorts and shows. */
export interface RosterEntry {
  player: RosterPlayer;
  /** Whole years on `now` (domain getAge); null without a valid birth date. */
  age: number | null;
}

export interface RosterGroup {
  group: PositionGroup;
  entries: RosterEntry[];
}

/** What each position group is called above its table. */
export const POSITION_GROUP_NAMES: Record<PositionGroup, string> = {
  QB: 'Quarterbacks',
  RB: 'Running backs',
  WR: 'Wide receivers',
  TE: 'Tight ends',
  OL: 'Offensive line',
  DL: 'Defensive line',
  EDGE: 'Edge rushers',
  LB: 'Linebackers',
  DB: 'Defensive backs',
  K: 'Kickers',
  P: 'Punters',
  LS: 'Long snappers',
};

/** The roster status that week in words (ACT, RES, PS). */
export function formatRosterStatus(status: string): string {
  return { ACT: 'Active', RES: 'Reserve', PS: 'Practice squad' }[status] ?? status;
}

const sortValue = (entry: RosterEntry, key: RosterSortKey): number | string | null => {
  const { player } = entry;
  switch (key) {
    case 'name':
      return `${player.lastName} ${player.firstName}`.toLowerCase();
    case 'jerseyNumber':
      return player.jerseyNumber;
    case 'position':
      return player.position;
    case 'age':
      return entry.age;
    case 'height':
      return player.heightInches;
    case 'weight':
      return player.weight;
    case 'experience':
      return player.experience;
  }
};

/**
 * Orders roster lines by one column; missing values go last in either direction, and equal
 * values fall back to the name, so the order never depends on the answer's order.
 */
export function compareRosterEntries(a: RosterEntry, b: RosterEntry, sort: RosterSort): number {
  const left = sortValue(a, sort.key);
  const right = sortValue(b, sort.key);
  if (left === null || right === null) {
    if (left !== right) return left === null ? 1 : -1;
  } else if (left !== right) {
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right));
    return sort.direction === 'asc' ? order : -order;
  }
  return sort.key === 'name'
    ? a.player.nflId - b.player.nflId
    : compareRosterEntries(a, b, { key: 'name', direction: 'asc' });
}

/**
 * The roster by position group, in the domain's group order (QB … LS), each group sorted by
 * `sort`. A position the domain does not know joins no group and is left out.
 */
export function groupRoster(players: readonly RosterPlayer[], sort: RosterSort, now: Date): RosterGroup[] {
  const byGroup = new Map<PositionGroup, RosterEntry[]>();
  for (const player of players) {
    const group = getPositionGroup(player.positionGroup) ?? getPositionGroup(player.position);
    if (group === null) continue;
    const age = player.birthDate ? getAge(player.birthDate, now) : null;
    byGroup.set(group, [...(byGroup.get(group) ?? []), { player, age }]);
  }
  return POSITION_GROUPS.flatMap((group) => {
    const entries = byGroup.get(group);
    return entries ? [{ group, entries: entries.sort((a, b) => compareRosterEntries(a, b, sort)) }] : [];
  });
}

/** The next sort after a click on `key`: the same column flips, a new one starts ascending. */
export function toggleRosterSort(sort: RosterSort, key: RosterSortKey): RosterSort {
  return sort.key === key
    ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: 'asc' };
}
