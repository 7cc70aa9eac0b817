import type { FantasyInsightsResponse } from '@all22/contracts';
import type { Database } from '@all22/db';
import { getInsightWindow, isFinal, type PointsPerReception } from '@all22/domain';
import type { LiveChanges } from '../../changes/live-changes.js';
import { buildExpectedPointsCards } from './build-expected-points-cards.js';
import { buildInjuryCards } from './build-injury-cards.js';
import { buildMatchupCards } from './build-matchup-cards.js';
import { buildUsageCards } from './build-usage-cards.js';
import { groupPlayerSeasons } from './insight-players.js';
import { readInsightData, type InsightData } from './read-insight-data.js';
import type { InsightWeek } from './resolve-insight-week.js';

/** A week's insights in one scoring, computed from its data (pure once the data is read). */
export function buildFantasyInsights(
  data: InsightData,
  scoring: PointsPerReception,
): FantasyInsightsResponse {
  const { window } = data;
  const seasons = groupPlayerSeasons(data, scoring);
  return {
    season: window.season,
    week: window.week,
    throughWeek: window.throughWeek,
    recentFirstWeek: window.recentFirstWeek,
    scoring,
    usage: buildUsageCards(data, seasons),
    matchups: buildMatchupCards(data, seasons),
    pointsAgainstExpected: buildExpectedPointsCards(data, seasons, scoring),
    injuries: { cards: buildInjuryCards(data, seasons) },
  };
}

/** Weeks kept at once (each with its three scorings). */
const MAX_WEEKS_KEPT = 8;

export interface FantasyInsightsReader {
  read(db: Database, week: InsightWeek, scoring: PointsPerReception): Promise<FantasyInsightsResponse>;
  close(): void;
}

interface KeptWeek {
  readonly data: Promise<InsightData>;
  readonly answers: Map<PointsPerReception, FantasyInsightsResponse>;
}

/**
 * The insights, kept in memory until the league moves: a week's insights read only finished games
 * of earlier weeks, the week's schedule, injury report and depth charts, so they change when a game
 * ends or a week begins (or after a resync, when changes may have been missed), not with each
 * play. A week's data is read once for its three scorings, and equal requests share one read, also
 * while it runs. Without live changes (`null`: nothing tells when the league moves) every request
 * reads afresh.
 */
export function createFantasyInsightsReader(
  changes: Pick<LiveChanges, 'subscribe' | 'onResync'> | null,
  readData: typeof readInsightData = readInsightData,
): FantasyInsightsReader {
  const kept = new Map<string, KeptWeek>();
  const clear = () => kept.clear();
  const stopChanges = changes?.subscribe(({ change }) => {
    if (change.type === 'week' || isFinal(change.phase)) clear();
  });
  const stopResync = changes?.onResync(clear);

  function keep(db: Database, { season, week }: InsightWeek): KeptWeek {
    const key = `${season}:${week}`;
    const held = kept.get(key);
    if (held) return held;
    const oldest = kept.keys().next();
    if (kept.size >= MAX_WEEKS_KEPT && !oldest.done) kept.delete(oldest.value);
    const entry: KeptWeek = { data: readData(db, getInsightWindow(season, week)), answers: new Map() };
    kept.set(key, entry);
    entry.data.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return entry;
  }

  return {
    async read(db, week, scoring) {
      if (!changes) {
        return buildFantasyInsights(await readData(db, getInsightWindow(week.season, week.week)), scoring);
      }
      const entry = keep(db, week);
      const data = await entry.data;
      const answer = entry.answers.get(scoring) ?? buildFantasyInsights(data, scoring);
      entry.answers.set(scoring, answer);
      return answer;
    },
    close() {
      stopChanges?.();
      stopResync?.();
    },
  };
}
