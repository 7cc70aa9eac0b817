import type { SqlExecutor } from '@all22/db';
import type { SeasonType } from '@all22/domain';
import { deriveLiveGameState } from '@all22/league';
import { NOTHING_WRITTEN, type FeedReport } from './feed-report.js';
import { saveFeedCursor, type ActiveGame, type FeedSession } from './feed-session.js';
import { writeDueStandings } from './feed-standings.js';
import { requestStandingsSoFar } from './standings-so-far.js';
import { seasonTypeKey } from './feed-store.js';
import { computeGameStatLines, writeGameStates, type GameStateUpdate } from './write-game-progress.js';
import { writeRevealedPlays } from './write-revealed-plays.js';

/** Writes the plays that fell due in games under way, in one transaction. */
export async function revealLivePlays(session: FeedSession, now: number): Promise<FeedReport> {
  const report: FeedReport = { ...NOTHING_WRITTEN };
  const due = [...session.active.values()].filter(
    (entry) => deriveLiveGameState(entry.game, now).revealedCount > entry.written,
  );
  if (due.length === 0) return report;
  await session.store.transaction(
    async (executor) => {
      // Season rows and standings change only when a game ends (they count finished games).
      const ended = new Map<string, [number, SeasonType]>();
      const endedRegularWeeks = new Map<string, [number, number]>();
      const gameStates: GameStateUpdate[] = [];
      for (const entry of due) {
        gameStates.push(await revealGamePlays(session, executor, entry, now, report));
        const { gameId, season, seasonType } = entry.game.schedule;
        if (session.active.has(gameId)) continue;
        ended.set(seasonTypeKey(season, seasonType), [season, seasonType]);
        const { week } = entry.game.schedule;
        if (seasonType === 'REG') endedRegularWeeks.set(`${season}-${week}`, [season, week]);
      }
      await writeGameStates(executor, gameStates);
      for (const [season, seasonType] of ended.values()) {
        await session.aggregates.write(executor, session.store.db, season, seasonType);
      }
      for (const [season, week] of endedRegularWeeks.values())
        await requestStandingsSoFar(executor, season, week);
      // After them: a week whose last game ended gets the league's own standings.
      await writeDueStandings(session, executor);
      await saveFeedCursor(session, executor, now);
    },
    { bulk: false },
  );
  return report;
}

/** Writes one game's due plays and moves its entry on; a game whose plays are all written leaves. */
async function revealGamePlays(
  session: FeedSession,
  executor: SqlExecutor,
  entry: ActiveGame,
  now: number,
  report: FeedReport,
): Promise<GameStateUpdate> {
  const { game, written } = entry;
  const state = deriveLiveGameState(game, now);
  const lines = computeGameStatLines(game, state);
  session.aggregates.recordGame(game, lines, state.revealedCount === game.plays.length);
  const update = await writeRevealedPlays(session, executor, { game, written, state, lines }, true, report);
  entry.written = state.revealedCount;
  entry.phase = state.phase;
  if (state.revealedCount === game.plays.length) session.active.delete(game.schedule.gameId);
  return update;
}
