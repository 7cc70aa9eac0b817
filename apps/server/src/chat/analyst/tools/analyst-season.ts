import { games, playerGameStats, type Database } from '@all22/db';
import { findLeagueWeek } from '@all22/league';
import { and, eq, ilike, lte, max } from 'drizzle-orm';
import type { AnalystContext } from '../analyst-tool.js';

/** The season the analyst's fantasy figures come from, and where the league clock is in it. */
export interface AnalystSeason {
  /** The latest regular season with game lines at the league clock (last season's before kickoff). */
  readonly season: number;
  /** The league clock's season (schedules and byes are read in it). */
  readonly currentSeason: number;
  /** The regular-season week of the league clock, or null outside the regular season. */
  readonly currentWeek: number | null;
  /** The last regular-season week of `season` with a finished game (0 before any). */
  readonly lastFinalWeek: number;
}

/**
 * The analyst season at the context's clock, shared by the calls of a league at rest (it depends
 * only on the clock's week and the stored games).
 */
export function readAnalystSeason(context: Pick<AnalystContext, 'database' | 'now' | 'remember'>) {
  const week = findLeagueWeek(context.now);
  return context.remember(`analyst-season:${week.season}:${week.seasonType}:${week.week}`, () =>
    findAnalystSeason(context.database, context.now),
  );
}

/** Fantasy figures are regular-season figures, as the fantasy pages show them. */
async function findAnalystSeason(db: Database, now: number): Promise<AnalystSeason> {
  const current = findLeagueWeek(now);
  const [latest] = await db
    .select({ season: max(playerGameStats.season) })
    .from(playerGameStats)
    .where(and(eq(playerGameStats.seasonType, 'REG'), lte(playerGameStats.season, current.season)));
  const season = latest?.season ?? current.season;
  const [final] = await db
    .select({ week: max(games.week) })
    .from(games)
    .where(and(eq(games.season, season), eq(games.seasonType, 'REG'), ilike(games.phase, '%FINAL%')));
  return {
    season,
    currentSeason: current.season,
    currentWeek: current.seasonType === 'REG' ? current.week : null,
    lastFinalWeek: final?.week ?? 0,
  };
}
