import type { Database } from '@all22/db';
import { type InsightWindow } from '@all22/domain';
import { describe, expect, it, vi } from 'vitest';
import type { LiveChange, LiveChangeEvent } from '../../changes/live-changes.js';
import { createFantasyInsightsReader } from './get-fantasy-insights.js';
import type { InsightData } from './read-insight-data.js';

/** A week with nothing read: the reader's bookkeeping is what is under test, not the cards. */
const emptyData = (window: InsightWindow): InsightData => ({
  window,
  games: [],
  lines: [],
  volumes: new Map(),
  redZoneTouches: new Map(),
  players: new Map(),
  teamAbbrs: new Map(),
  weekGames: [],
  injuries: new Map(),
  depthCharts: new Map(),
});

/** Live changes a test announces by hand. */
function createChanges() {
  const listeners = new Set<(event: LiveChangeEvent) => void>();
  const resyncs = new Set<() => void>();
  let id = 0;
  return {
    subscribe(listener: (event: LiveChangeEvent) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onResync(listener: () => void) {
      resyncs.add(listener);
      return () => void resyncs.delete(listener);
    },
    announce(change: LiveChange) {
      id += 1;
      for (const listener of listeners) listener({ id, change });
    },
    resync() {
      for (const listener of resyncs) listener();
    },
    get listenerCount() {
      return listeners.size + resyncs.size;
    },
  };
}

const gameChange = (phase: string) =>
  ({ type: 'game', gameId: 1, season: 2024, seasonType: 'REG', week: 6, phase }) as LiveChange;

const db = {} as Database;
const week6 = { season: 2024, week: 6 };

describe('createFantasyInsightsReader', () => {
  it('reads a week once for every scoring and for requests arriving together', async () => {
    const readData = vi.fn(async (_db: Database, window: InsightWindow) => emptyData(window));
    const reader = createFantasyInsightsReader(createChanges(), readData);
    const [standard, again] = await Promise.all([reader.read(db, week6, 0), reader.read(db, week6, 0)]);
    const ppr = await reader.read(db, week6, 1);
    expect(readData).toHaveBeenCalledTimes(1);
    expect(again).toBe(standard);
    expect([standard.scoring, ppr.scoring]).toEqual([0, 1]);
    expect(standard).toMatchObject({ season: 2024, week: 6, throughWeek: 5, recentFirstWeek: 3 });
    await reader.read(db, { season: 2024, week: 5 }, 0);
    expect(readData).toHaveBeenCalledTimes(2);
  });

  it('reads again once a game ends, a week begins or a resync, not on a play of a live game', async () => {
    const changes = createChanges();
    const readData = vi.fn(async (_db: Database, window: InsightWindow) => emptyData(window));
    const reader = createFantasyInsightsReader(changes, readData);
    await reader.read(db, week6, 0);
    changes.announce(gameChange('INGAME'));
    await reader.read(db, week6, 0);
    expect(readData).toHaveBeenCalledTimes(1);
    changes.announce(gameChange('FINAL'));
    await reader.read(db, week6, 0);
    expect(readData).toHaveBeenCalledTimes(2);
    changes.announce({ type: 'week', season: 2024, seasonType: 'REG', week: 7 });
    await reader.read(db, week6, 0);
    changes.resync();
    await reader.read(db, week6, 0);
    expect(readData).toHaveBeenCalledTimes(4);
    reader.close();
    expect(changes.listenerCount).toBe(0);
  });

  it('forgets a failed read, and reads every time without live changes', async () => {
    const failing = vi.fn().mockRejectedValueOnce(new Error('database gone'));
    failing.mockImplementation(async (_db: Database, window: InsightWindow) => emptyData(window));
    const reader = createFantasyInsightsReader(createChanges(), failing);
    await expect(reader.read(db, week6, 0)).rejects.toThrow('database gone');
    await reader.read(db, week6, 0);
    expect(failing).toHaveBeenCalledTimes(2);

    const readData = vi.fn(async (_db: Database, window: InsightWindow) => emptyData(window));
    const unkept = createFantasyInsightsReader(null, readData);
    await unkept.read(db, week6, 0);
    await unkept.read(db, week6, 0);
    expect(readData).toHaveBeenCalledTimes(2);
  });
});
