import type { PlayByPlayResponse } from '@all22/contracts';
import { type Database, fromPlayRow, games, plays } from '@all22/db';
import { type GameId, isFinal, type PlayRecord, type SmartId } from '@all22/domain';
import type { GameContext } from '@all22/stats';
import { asc, eq } from 'drizzle-orm';
import { selectGames, type GameRow } from '../games/select-games.js';

/** A game with its teams, its stored plays in snap order, and what the stats need to know of it. */
export interface GamePlays {
  row: GameRow;
  context: GameContext;
  plays: PlayRecord[];
}

/**
 * One game by its number (2024101300) or smartId, with its plays reached by the primary key's
 * game_id prefix (docs/decisions/database.md). Null when no game has that id; a game not yet
 * started has no plays.
 */
export async function loadGamePlays(db: Database, id: string): Promise<GamePlays | null> {
  const where = /^\d+$/.test(id)
    ? eq(games.gameId, Number(id) as GameId)
    : eq(games.smartId, id.toLowerCase() as SmartId);
  const [row] = await selectGames(db, where);
  if (!row) return null;
  const { game } = row;
  const rows = await db
    .select()
    .from(plays)
    .where(eq(plays.gameId, game.gameId))
    .orderBy(asc(plays.sequence));
  return {
    row,
    context: {
      gameId: game.gameId,
      season: game.season,
      seasonType: game.seasonType,
      week: game.week,
      homeTeamId: game.homeTeamId,
      visitorTeamId: game.visitorTeamId,
      isFinal: isFinal(game.phase),
      homeSpread: row.odds?.homeHandicap ?? null,
    },
    plays: rows.map(fromPlayRow),
  };
}

/** The fields every game-detail answer starts with. */
type GameDetailHeader = Omit<PlayByPlayResponse, 'drives'>;

export function toGameDetailHeader({ row: { game }, context }: GamePlays): GameDetailHeader {
  return {
    gameId: game.gameId,
    smartId: game.smartId,
    season: game.season,
    seasonType: game.seasonType,
    week: game.week,
    phase: game.phase,
    isFinal: context.isFinal,
    homeTeamId: game.homeTeamId,
    visitorTeamId: game.visitorTeamId,
  };
}

/** Seconds of game time as "MM:SS". */
export function formatGameTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
