import { type Database, type Game, games, type PlayerGameStats, playerGameStats, teams } from '@all22/db';
import type { TeamId } from '@all22/domain';
import type { NflId, SeasonType } from '@all22/domain';

/** A player's game line with its game and the opponent he faced. */
export interface PlayerGameRow {
  line: PlayerGameStats;
  game: Game;
  opponentTeamId: TeamId;
  opponentAbbr: string;
}
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';

/**
 * The player's lines of a season type with their games and opponents, by week (the
 * player_game_stats index on nflId, season, season type).
 */
export function selectPlayerGames(
  db: Database,
  key: { nflId: NflId; season: number; seasonType: SeasonType },
): Promise<PlayerGameRow[]> {
  return selectPlayersGames(db, { nflIds: [key.nflId], seasons: [key.season], seasonType: key.seasonType });
}

/**
 * `selectPlayerGames` for several players and seasons in one statement: every line of any of the
 * players in any of the seasons, by week (the caller picks each player's season out).
 */
export function selectPlayersGames(
  db: Database,
  keys: { nflIds: readonly NflId[]; seasons: readonly number[]; seasonType: SeasonType },
): Promise<PlayerGameRow[]> {
  return db
    .select({ line: playerGameStats, game: games, opponentAbbr: teams.abbr, opponentTeamId: teams.teamId })
    .from(playerGameStats)
    .innerJoin(games, eq(games.gameId, playerGameStats.gameId))
    .innerJoin(
      teams,
      and(
        or(eq(teams.teamId, games.homeTeamId), eq(teams.teamId, games.visitorTeamId)),
        sql`${teams.teamId} <> ${playerGameStats.teamId}`,
      ),
    )
    .where(
      and(
        inArray(playerGameStats.nflId, [...keys.nflIds]),
        inArray(playerGameStats.season, [...keys.seasons]),
        eq(playerGameStats.seasonType, keys.seasonType),
      ),
    )
    .orderBy(asc(playerGameStats.week), asc(games.isoTime));
}
