/**
 * A player's standing in the league now (the players table's `status`): on a team's active
 * roster, on injured reserve (the league puts a player out four games or more there), on a
 * practice squad, unsigned, or retired. Retired players are left out of search (spec 2 §3, §5)
 * and of the players index unless asked for.
 */
export const PLAYER_STATUSES = ['ACT', 'RES', 'PS', 'FA', 'RET'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/** How the app names each status. */
export const PLAYER_STATUS_LABELS = {
  ACT: 'Active',
  RES: 'Injured reserve',
  PS: 'Practice squad',
  FA: 'Free agent',
  RET: 'Retired',
} as const satisfies Record<PlayerStatus, string>;

/** True when `value` is exactly one of {@link PLAYER_STATUSES}. */
export function isPlayerStatus(value: unknown): value is PlayerStatus {
  return typeof value === 'string' && (PLAYER_STATUSES as readonly string[]).includes(value);
}

/** A status as the app shows it ("RES" → "Injured reserve"); an unknown code is shown as it is. */
export function formatPlayerStatus(status: string): string {
  return isPlayerStatus(status) ? PLAYER_STATUS_LABELS[status] : status;
}
