import { playerGameStats, teamGameStats, type Database } from '@all22/db';
import type { GameId, TeamId } from '@all22/domain';
import { and, eq, lte, sum, type SQL } from 'drizzle-orm';

/** A team's offensive plays and targets in one game: the denominators of snap and target shares. */
export interface TeamVolume {
  readonly plays: number;
  readonly targets: number;
}

/** The key of a (game, team) in a volumes map. */
export function toVolumeKey(gameId: GameId, teamId: TeamId | string): string {
  return `${gameId}:${teamId}`;
}

/**
 * Every team's offensive plays (team_game_stats) and targets (its players' lines summed) in each
 * regular-season game of a season, optionally up to a week, by toVolumeKey. Shared by the Fantasy
 * AI analyst's usage and the fantasy insights, so a share means the same in both.
 */
export async function selectTeamVolumes(
  db: Database,
  options: { season: number; throughWeek?: number },
): Promise<Map<string, TeamVolume>> {
  const within = (table: typeof teamGameStats | typeof playerGameStats): SQL | undefined =>
    and(
      eq(table.season, options.season),
      eq(table.seasonType, 'REG'),
      options.throughWeek === undefined ? undefined : lte(table.week, options.throughWeek),
    );
  const [plays, targets] = await Promise.all([
    db
      .select({
        gameId: teamGameStats.gameId,
        teamId: teamGameStats.teamId,
        plays: teamGameStats.offensePlays,
      })
      .from(teamGameStats)
      .where(within(teamGameStats)),
    db
      .select({
        gameId: playerGameStats.gameId,
        teamId: playerGameStats.teamId,
        targets: sum(playerGameStats.targets).mapWith(Number),
      })
      .from(playerGameStats)
      .where(within(playerGameStats))
      .groupBy(playerGameStats.gameId, playerGameStats.teamId),
  ]);
  const volumes = new Map<string, { plays: number; targets: number }>();
  for (const row of plays) volumes.set(toVolumeKey(row.gameId, row.teamId), { plays: row.plays, targets: 0 });
  for (const row of targets) {
    const key = toVolumeKey(row.gameId, row.teamId);
    volumes.set(key, { plays: volumes.get(key)?.plays ?? 0, targets: row.targets });
  }
  return volumes;
}
