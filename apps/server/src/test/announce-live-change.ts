import { type DatabaseHandle, withSqlTransaction } from '@all22/db';
import type { FastifyInstance } from 'fastify';
import type { LiveChange } from '../live/live-changes.js';

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
