import type { DatabaseHandle } from '@all22/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database this server instance was built with (PGlite or PostgreSQL). */
    database: DatabaseHandle;
  }
}

/**
 * Makes the database handle available to routes. The handle is created (and migrated) by the
 * caller and passed in, so tests can boot the app on a fresh database; the app closes it on exit.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: DatabaseHandle; closeOnExit: boolean }) => {
    app.decorate<DatabaseHandle>('database', options.database);
    if (options.closeOnExit) {
      app.addHook('onClose', async () => {
        await options.database.close();
      });
    }
  },
  { name: 'database' },
);
