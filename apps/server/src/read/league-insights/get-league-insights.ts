import type { LeagueInsightsResponse } from '@all22/contracts';
import type { Database } from '@all22/db';
import type { LiveChanges } from '../../changes/live-changes.js';
import type { InsightWeek } from '../fantasy-insights/resolve-insight-week.js';
import { buildLeagueInsights, listNotablePlayerIds } from './build-league-insights.js';
import { readLeaguePlays, selectNotablePlayers, type LeaguePlayData } from './read-league-plays.js';

/** Seasons kept at once, and weeks' answers kept per season. */
const MAX_SEASONS_KEPT = 4;
const MAX_WEEKS_KEPT = 24;

export interface LeagueInsightsReader {
  read(db: Database, week: InsightWeek): Promise<LeagueInsightsResponse>;
  close(): void;
}

interface KeptSeason {
  readonly data: Promise<LeaguePlayData>;
  readonly answers: Map<number, Promise<LeagueInsightsResponse>>;
}

async function answerWeek(db: Database, data: LeaguePlayData, week: number): Promise<LeagueInsightsResponse> {
  const names = await selectNotablePlayers(db, listNotablePlayerIds(data, week));
  return buildLeagueInsights(data, week, names);
}

/**
 * The league insights, kept in memory until the season's plays change: they read every stored
 * regular-season play of the season (a game under way included, as the film room shows it), so a
 * change of one of the season's games drops the season, a new week or a resync everything. A
 * season is read once for all its weeks, and equal requests share one read, also while it runs.
 * Without live changes (`null`) every request reads afresh.
 */
export function createLeagueInsightsReader(
  changes: Pick<LiveChanges, 'subscribe' | 'onResync'> | null,
  readData: typeof readLeaguePlays = readLeaguePlays,
): LeagueInsightsReader {
  const kept = new Map<number, KeptSeason>();
  const clear = () => kept.clear();
  const stopChanges = changes?.subscribe(({ change }) => {
    if (change.type === 'week') clear();
    else if (change.seasonType === 'REG') kept.delete(change.season);
  });
  const stopResync = changes?.onResync(clear);

  function keep(db: Database, season: number): KeptSeason {
    const held = kept.get(season);
    if (held) return held;
    const oldest = kept.keys().next();
    if (kept.size >= MAX_SEASONS_KEPT && !oldest.done) kept.delete(oldest.value);
    const entry: KeptSeason = { data: readData(db, season), answers: new Map() };
    kept.set(season, entry);
    entry.data.catch(() => {
      if (kept.get(season) === entry) kept.delete(season);
    });
    return entry;
  }

  return {
    async read(db, { season, week }) {
      if (!changes) return answerWeek(db, await readData(db, season), week);
      const entry = keep(db, season);
      const held = entry.answers.get(week);
      if (held) return held;
      if (entry.answers.size >= MAX_WEEKS_KEPT) entry.answers.clear();
      const answer = entry.data.then((data) => answerWeek(db, data, week));
      entry.answers.set(week, answer);
      answer.catch(() => {
        if (entry.answers.get(week) === answer) entry.answers.delete(week);
      });
      return answer;
    },
    close() {
      stopChanges?.();
      stopResync?.();
    },
  };
}
