import type { GameResponse } from '@all22/contracts';
import { type Database, games } from '@all22/db';
import type { GameId, SeasonType, SmartId, TeamId } from '@all22/domain';
import { and, eq, or } from 'drizzle-orm';
import { selectGames } from './select-games.js';
import { toGameResponse } from './to-game-response.js';

/** A week's games by kick-off (empty for a week with no games). */
export async function listWeekGames(
  db: Database,
  week: { season: number; seasonType: SeasonType; week: number },
): Promise<GameResponse[]> {
  const rows = await selectGames(
    db,
    and(eq(games.season, week.season), eq(games.seasonType, week.seasonType), eq(games.week, week.week)),
  );
  return rows.map(toGameResponse);
}

/** One game by its number (2024101300) or its smartId; null when there is none. */
export async function findGame(db: Database, id: string): Promise<GameResponse | null> {
  const where = /^\d+$/.test(id)
    ? eq(games.gameId, Number(id) as GameId)
    : eq(games.smartId, id.toLowerCase() as SmartId);
  const [row] = await selectGames(db, where);
  return row ? toGameResponse(row) : null;
}

/** A team's games of a season, every season type, by kick-off. */
export async function listTeamSeasonGames(
  db: Database,
  season: number,
  teamId: TeamId,
): Promise<GameResponse[]> {
  const rows = await selectGames(
    db,
    and(eq(games.season, season), or(eq(games.homeTeamId, teamId), eq(games.visitorTeamId, teamId))),
  );
  return rows.map(toGameResponse);
}
