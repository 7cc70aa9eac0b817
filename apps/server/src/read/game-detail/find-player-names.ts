import { type Database, players } from '@all22/db';
import type { NflId } from '@all22/domain';
import { inArray } from 'drizzle-orm';

/** What a stat table shows beside a player's figures. */
export interface PlayerName {
  displayName: string;
  position: string;
  jerseyNumber: number | null;
}

/** Names, positions and jersey numbers of these players, by nflId (unknown ids are left out). */
export async function findPlayerNames(
  db: Database,
  nflIds: readonly NflId[],
): Promise<Map<NflId, PlayerName>> {
  const unique = [...new Set(nflIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      nflId: players.nflId,
      displayName: players.displayName,
      position: players.position,
      jerseyNumber: players.jerseyNumber,
    })
    .from(players)
    .where(inArray(players.nflId, unique));
  return new Map(rows.map(({ nflId, ...name }) => [nflId, name]));
}
