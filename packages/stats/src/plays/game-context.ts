import type { GameId, PlayRecord, SeasonType, TeamId } from '@all22/domain';

/**
 * What the plays do not say about their game: who is at home, whether it is over, and the
 * pre-game point spread. Plays carry home and visitor scores but not the teams' ids.
 */
export interface GameContext {
  gameId: GameId;
  season: number;
  seasonType: SeasonType;
  week: number;
  homeTeamId: TeamId;
  visitorTeamId: TeamId;
  /** True once the game is final: the last play then runs to the end of its period. */
  isFinal: boolean;
  /**
   * The home team's pre-game handicap in points (negative when the home team is favoured, as in
   * the spec's homeHandicap); null when unknown.
   */
  homeSpread?: number | null;
}

/** Thrown when a function's plays do not fit its contract (mixed games, unknown teams). */
export class StatsInputError extends Error {
  override readonly name = 'StatsInputError';
}

/**
 * The plays of one game in snap order (by sequence), after checking that every play belongs to
 * `game` and involves its two teams. One copy of the list per game, never per play.
 */
export function sortGamePlays(plays: readonly PlayRecord[], game: GameContext): PlayRecord[] {
  const teams = new Set([game.homeTeamId, game.visitorTeamId]);
  for (const play of plays) {
    if (play.gameId !== game.gameId) {
      throw new StatsInputError(`play ${play.playId} belongs to game ${play.gameId}, not ${game.gameId}`);
    }
    if (!teams.has(play.possessionTeamId) || !teams.has(play.defenseTeamId)) {
      throw new StatsInputError(`play ${play.playId} names a team outside game ${game.gameId}`);
    }
  }
  return [...plays].sort((a, b) => a.sequence - b.sequence);
}
