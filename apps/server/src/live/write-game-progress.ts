/**
 * Writes a game's newly arrived plays with everything they change, in the caller's transaction:
 * the plays, the game's live state (phase, clock, possession, score), and the game's player and
 * team stat lines, recomputed from all its plays so far (cheap for one game, and never drifts).
 */
import {
  copyRows,
  games,
  playerGameStats,
  plays,
  runQuery,
  teamGameStats,
  type Database,
  type SqlExecutor,
} from '@all22/db';
import type { NflId } from '@all22/domain';
import type { LeagueGame, LiveGameState } from '@all22/league';
import {
  computePlayerGameStats,
  computeTeamGameStats,
  type PlayerGameStats,
  type TeamGameStats,
} from '@all22/stats';
import { eq } from 'drizzle-orm';
import { toPlayRow } from './league-rows.js';
import { toPlayerGameStatsRow, toTeamGameStatsRow } from './stats-rows.js';

/** A game's stat lines after its first `revealedCount` plays. */
export interface GameStatLines {
  players: PlayerGameStats[];
  teams: [TeamGameStats, TeamGameStats];
}

export const computeGameStatLines = (game: LeagueGame, state: LiveGameState): GameStatLines => {
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
};

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
  await runQuery(
    executor,
    db
      .update(games)
      .set({
        phase: state.phase,
        quarter: state.quarter,
        clock: state.clock,
        possessionTeamId: state.possessionTeamId,
        down: state.down,
        distance: state.distance,
        yardLine: state.yardLine,
        isRedzone: state.isRedzone,
        homeScore: state.homeScore,
        visitorScore: state.visitorScore,
        updatedAt: new Date(),
      })
      .where(eq(games.gameId, gameId)),
  );
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
