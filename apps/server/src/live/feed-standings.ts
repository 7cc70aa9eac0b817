/**
 * Standings of a regular-season week: while it is under way, recomputed as each of its games ends
 * (standings-so-far.ts); once its last game has ended, the league's own, which the week's update
 * carries and which wait in the session until then. Both are idempotent upserts of the week's
 * rows, over the same games.
 */
import { standings, toStandingRow, upsertRows, type SqlExecutor } from '@all22/db';
import type { LeagueWeekUpdate } from '@all22/league';
import type { FeedSession } from './feed-session.js';

export function queueStandings(session: FeedSession, update: LeagueWeekUpdate): void {
  session.pendingStandings.add({
    update,
    gameIds: new Set(update.games.map((game) => game.schedule.gameId)),
  });
}

/** Writes the standings of the waiting weeks whose games have all ended, latest week first. */
export async function writeDueStandings(session: FeedSession, executor: SqlExecutor): Promise<void> {
  const waiting = [...session.pendingStandings].reverse();
  for (const pending of waiting) {
    if ([...pending.gameIds].some((gameId) => session.active.has(gameId))) continue;
    const { season, week } = pending.update.calendarWeek;
    const rows = (pending.update.standings ?? []).map((row) => toStandingRow(row, season, week));
    await upsertRows(executor, standings, rows, ['season', 'seasonType', 'week', 'teamId']);
    session.pendingStandings.delete(pending);
  }
}
