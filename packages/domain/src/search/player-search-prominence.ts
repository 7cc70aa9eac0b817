/** What makes a player prominent in search: whether he plays, how much, and how long. */
export interface PlayerProminenceInput {
  /** Roster status (ACT, RES, PS, FA, ...). */
  readonly status: string | null | undefined;
  /** Snaps in his most recent season (offense, defense and special teams). */
  readonly recentSnaps: number;
  /** Accrued seasons. */
  readonly experience: number | null | undefined;
}

/**
 * Weight of the roster status: an active player ranks above one on reserve or the practice
 * squad, who ranks above a free agent, whatever their snaps and experience.
 */
const STATUS_WEIGHT: Readonly<Record<string, number>> = { ACT: 2_000_000, RES: 1_000_000, PS: 1_000_000 };

/**
 * The prominence {@link rankPlayerSearchResults} sorts by within a match tier: status first,
 * then recent snaps (a starter plays ~1,000 a season, never 100,000), then experience.
 */
export function getPlayerSearchProminence(player: PlayerProminenceInput): number {
  const status = (player.status ?? '').trim().toUpperCase();
  const snaps = Math.min(Math.max(player.recentSnaps, 0), 99_999);
  const experience = Math.min(Math.max(player.experience ?? 0, 0), 9);
  return (STATUS_WEIGHT[status] ?? 0) + snaps * 10 + experience;
}
