import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LeagueFeed } from '../live/league-feed.js';
import type { LiveChanges } from '../changes/live-changes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live feed ingest, when this process runs one (null in most tests). */
    leagueFeed: LeagueFeed | null;
    /** Committed changes of the live feed, from any server process (null without a feed). */
    liveChanges: LiveChanges | null;
  }
}

/**
 * Exposes the feed and its change events to routes, and stops both when the server closes. The
 * feed is created and caught up by main.ts, so tests can boot the app with or without one.
 */
export const leagueFeedPlugin = fp(
  async (app: FastifyInstance, options: { feed: LeagueFeed | null; changes: LiveChanges | null }) => {
    app.decorate<LeagueFeed | null>('leagueFeed', options.feed);
    app.decorate<LiveChanges | null>('liveChanges', options.changes);
    app.addHook('onClose', async () => {
      await options.feed?.stop();
      await options.changes?.close();
    });
  },
  { name: 'league-feed', dependencies: ['database'] },
);
