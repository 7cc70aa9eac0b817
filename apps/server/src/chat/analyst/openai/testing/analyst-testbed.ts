/** Test support: what the engine's tests run on, a database with the test players and a fake endpoint. */
import type { DatabaseHandle } from '@all22/db';
import { createTestDatabase } from '@all22/db/testing';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.js';
import { seedTestPlayers } from './test-analyst-tools.js';

export interface AnalystTestbed {
  /** In-memory PGlite, migrated, with the test players. */
  readonly database: DatabaseHandle;
  readonly fake: FakeOpenAiServer;
  close(): Promise<void>;
}

export async function startAnalystTestbed(): Promise<AnalystTestbed> {
  const database = await createTestDatabase('pglite');
  await seedTestPlayers(database.db);
  const fake = await startFakeOpenAiServer();
  return {
    database,
    fake,
    async close() {
      await fake.close();
      await database.close();
    },
  };
}
