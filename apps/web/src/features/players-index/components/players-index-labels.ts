import type { PlayerListSortKey, SortValue } from '@all22/contracts';

/** Each order's name and what its two directions mean, for the sort menu and the table's headers. */
export const SORT_LABELS = {
  name: { name: 'Name', ASC: 'A–Z', DESC: 'Z–A' },
  position: { name: 'Position', ASC: 'QB to LS', DESC: 'LS to QB' },
  team: { name: 'Team', ASC: 'A–Z', DESC: 'Z–A' },
  jerseyNumber: { name: 'Number', ASC: 'low to high', DESC: 'high to low' },
  age: { name: 'Age', ASC: 'youngest first', DESC: 'oldest first' },
  experience: { name: 'Experience', ASC: 'least first', DESC: 'most first' },
} as const satisfies Record<PlayerListSortKey, { name: string } & Record<SortValue, string>>;
