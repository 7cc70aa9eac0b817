import type {
  AdvancedStatsKind,
  AdvancedStatsPlayer,
  AdvancedStatsQuery,
  AdvancedStatsResponse,
} from '@all22/contracts';
import { players, playerSeasonStats, type Database } from '@all22/db';
import type { NflId, TeamId } from '@all22/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.js';
import { ADVANCED_STATS_DEFINITIONS } from './advanced-stats-kinds.js';
import { expandPlayerSeasonLine, toStatSection } from './expand-stat-lines.js';
import { sortStatRows } from './sort-stat-rows.js';

/**
 * An advanced-stats call: one player's season sections (nflId), or the season's players who took
 * part, ordered by the call's headline figure. Unknown nflId → 404; no season row → [].
 */
export async function getAdvancedPlayerStats(
  db: Database,
  kind: AdvancedStatsKind,
  query: AdvancedStatsQuery,
): Promise<AdvancedStatsResponse> {
  const definition = ADVANCED_STATS_DEFINITIONS[kind];
  const nflId = query.nflId as NflId | undefined;
  if (nflId !== undefined) {
    const [player] = await db.select({ nflId: players.nflId }).from(players).where(eq(players.nflId, nflId));
    if (!player) throw notFound(`No player with nflId ${nflId}`);
  }
  const conditions: SQL[] = [
    eq(playerSeasonStats.season, query.season),
    eq(playerSeasonStats.seasonType, query.seasonType),
  ];
  if (nflId !== undefined) conditions.push(eq(playerSeasonStats.nflId, nflId));
  if (query.teamId) conditions.push(eq(playerSeasonStats.teamId, query.teamId as TeamId));
  const rows = await db
    .select({ row: playerSeasonStats, displayName: players.displayName })
    .from(playerSeasonStats)
    .innerJoin(players, eq(players.nflId, playerSeasonStats.nflId))
    .where(and(...conditions));

  const entries = rows.map(({ row, displayName }) => {
    const line = expandPlayerSeasonLine(row.stats, row.gamesPlayed);
    const player: AdvancedStatsPlayer = {
      nflId: row.nflId,
      displayName,
      season: row.season,
      seasonType: row.seasonType,
      teamId: row.teamId,
      position: row.position,
      gamesPlayed: row.gamesPlayed,
      gamesDnp: row.gamesDnp,
      ...Object.fromEntries(definition.sections.map((section) => [section, toStatSection(line[section])])),
    };
    return { player, line, value: definition.orderBy(line), tieBreakers: [row.nflId] };
  });
  if (nflId !== undefined) return { players: entries.map((entry) => entry.player) };
  const listed = entries.filter((entry) => definition.isListed(entry.line));
  return {
    players: sortStatRows(listed, 'DESC')
      .slice(0, query.limit)
      .map((entry) => entry.player),
  };
}
