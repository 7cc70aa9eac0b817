import type { SqlExecutor } from '@all22/db';
import type { LeagueGame, LiveGameState } from '@all22/league';
import type { FeedReport } from './feed-report.js';
import type { FeedSession } from './feed-session.js';
import { toGameChange } from './to-game-change.js';
import { writeGameProgress, type GameStatLines, type GameStateUpdate } from './write-game-progress.js';

/** A game's plays up to `state`, of which the first `written` are in the database already. */
export interface RevealedPlays {
  game: LeagueGame;
  written: number;
  state: LiveGameState;
  lines: GameStatLines;
}

/**
 * Writes the newly revealed plays of a game with everything they change, announces the game's
 * new state unless `isAnnounced` is false, and counts them in `report`. The caller writes the
 * returned live state with those of the transaction's other games.
 */
export async function writeRevealedPlays(
  session: FeedSession,
  executor: SqlExecutor,
  { game, written, state, lines }: RevealedPlays,
  isAnnounced: boolean,
  report: FeedReport,
): Promise<GameStateUpdate> {
  await writeGameProgress(executor, session.store.db, game, written, state, lines, session.positions);
  if (isAnnounced) await session.changes.publish(executor, toGameChange(game, state));
  report.playsWritten += state.revealedCount - written;
  report.gamesUpdated += 1;
  return { gameId: game.schedule.gameId, state };
}
