/**
 * Writes a game's newly arrived plays with everything they change, in the caller's transaction:
 * the plays and the game's player and team stat lines, recomputed from all its plays so far
 * (cheap for one game, and never drifts); then, for all the games of the transaction at once,
 * their live state (phase, clock, possession, score).
 */
import {
  copyRows,
  playerGameStats,
  plays,
  runQuery,
  teamGameStats,
  toPlayerGameStatsRow,
  toPlayRow,
  toTeamGameStatsRow,
  type Database,
  type SqlExecutor,
} from '@all22/db';
import type { GameId, NflId } from '@all22/domain';
import type { LeagueGame, LiveGameState } from '@all22/league';
import {
  computePlayerGameStats,
  computeTeamGameStats,
  type PlayerGameStats,
  type TeamGameStats,
} from '@all22/stats';
import { eq } from 'drizzle-orm';

/** A game's stat lines after its first `revealedCount` plays. */
export interface GameStatLines {
  players: PlayerGameStats[];
  teams: [TeamGameStats, TeamGameStats];
}

export function computeGameStatLines(game: LeagueGame, state: LiveGameState): GameStatLines {
  const revealed = game.plays.slice(0, state.revealedCount);
  const { schedule } = game;
  return {
    players: computePlayerGameStats(revealed),
    teams: computeTeamGameStats(revealed, {
      gameId: schedule.gameId,
      season: schedule.season,
      seasonType: schedule.seasonType,
      week: schedule.week,
      homeTeamId: schedule.homeTeamId,
      visitorTeamId: schedule.visitorTeamId,
      isFinal: state.phase.includes('FINAL'),
      homeSpread: game.odds.homeHandicap,
    }),
  };
}

export async function writeGameProgress(
  executor: SqlExecutor,
  db: Database,
  game: LeagueGame,
  writtenCount: number,
  state: LiveGameState,
  lines: GameStatLines,
  positions: ReadonlyMap<NflId, string>,
): Promise<void> {
  const { gameId } = game.schedule;
  await copyRows(executor, plays, game.plays.slice(writtenCount, state.revealedCount).map(toPlayRow));
  // Lines exist only once some plays were written; a game written whole has none to replace.
  if (writtenCount > 0) {
    await runQuery(executor, db.delete(playerGameStats).where(eq(playerGameStats.gameId, gameId)));
    await runQuery(executor, db.delete(teamGameStats).where(eq(teamGameStats.gameId, gameId)));
  }
  await copyRows(
    executor,
    playerGameStats,
    lines.players.map((line) => toPlayerGameStatsRow(line, positions.get(line.nflId) ?? '')),
  );
  if (state.revealedCount > 0) await copyRows(executor, teamGameStats, lines.teams.map(toTeamGameStatsRow));
}

/** A game whose live state (phase, clock, possession, score) is to be stored. */
export interface GameStateUpdate {
  gameId: GameId;
  state: LiveGameState;
}

/**
 * Stores the live state of these games in one statement (a league week finishes sixteen games in
 * one transaction, and an UPDATE per game was a twentieth of a first load).
 */
export async function writeGameStates(
  executor: SqlExecutor,
  updates: readonly GameStateUpdate[],
): Promise<void> {
  if (updates.length === 0) return;
  const records = updates.map(({ gameId, state }) => ({
    game_id: gameId,
    phase: state.phase,
    quarter: state.quarter,
    clock: state.clock,
    possession_team_id: state.possessionTeamId,
    down: state.down,
    distance: state.distance,
    yard_line: state.yardLine,
    is_redzone: state.isRedzone,
    home_score: state.homeScore,
    visitor_score: state.visitorScore,
  }));
  await executor.query(
    `update games as game set phase = next.phase, quarter = next.quarter, clock = next.clock,
       possession_team_id = next.possession_team_id, down = next.down, distance = next.distance,
       yard_line = next.yard_line, is_redzone = next.is_redzone, home_score = next.home_score,
       visitor_score = next.visitor_score, updated_at = now()
     from json_populate_recordset(null::games, $1::json) as next
     where game.game_id = next.game_id`,
    [JSON.stringify(records)],
  );
}
