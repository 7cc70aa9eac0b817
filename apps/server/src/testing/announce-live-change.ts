import { type DatabaseHandle, withSqlTransaction } from '@all22/db';
import type { FastifyInstance } from 'fastify';
import { asGameId } from '@all22/domain';
import type { GameChange, LiveChange } from '../changes/live-changes.js';

/**
 * Announces a change as the feed does after writing one (for tests that write the database
 * themselves), and resolves once the app has heard it through LISTEN: its caches know by then.
 */
export async function announceLiveChange(
  app: FastifyInstance,
  database: DatabaseHandle,
  change: LiveChange,
): Promise<void> {
  const changes = app.liveChanges;
  if (changes === null) throw new Error('the app has no live changes (build it with `live`)');
  const heard = new Promise<void>((resolve) => {
    const stop = changes.subscribe(() => {
      stop();
      resolve();
    });
  });
  await withSqlTransaction(database, (executor) => changes.publish(executor, change));
  await heard;
}

/** A game change (a 2024 week-6 game in the third quarter) with a recognisable home score. */
export function sampleGameChange(homeScore: number): GameChange {
  return {
    type: 'game',
    gameId: asGameId(2024101300),
    season: 2024,
    seasonType: 'REG',
    week: 6,
    phase: 'INGAME',
    displayStatus: 'Q3 05:12',
    quarter: 3,
    clock: '05:12',
    possessionTeamId: null,
    down: 3,
    distance: 7,
    yardLine: '50',
    downAndDist: '3rd & 7',
    isRedzone: false,
    homeScore,
    visitorScore: 0,
  };
}
