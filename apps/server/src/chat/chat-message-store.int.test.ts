import { chatMessages, chatSessions, users, type DatabaseHandle } from '@all22/db';
import { createTestDatabase, testDatabaseTargets } from '@all22/db/testing';
import { DEFAULT_CONVERSATION_TITLE } from '@all22/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatMessageStore } from './chat-message-store.js';

/**
 * The store writes and reads many connections' messages in one statement each: what each caller
 * gets back, and what the database holds, must be exactly what one statement per message gave.
 */
describe.each(testDatabaseTargets())('the chat message store on %s', (target) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    await database.db.insert(users).values([
      // Accounts are keyed by the token subject; the chat's user id is that subject lower-cased.
      account('Half-PPR-Fan', 0.5),
      account('ppr-fan', 1),
    ]);
  });
  afterAll(async () => database.close());

  const account = (uid: string, pointsPerReception: 0 | 0.5 | 1) => ({
    uid,
    email: `${uid}@example.com`,
    passwordHash: 'x',
    firstName: 'A',
    lastName: 'Fan',
    displaySettings: { showOddsInfo: true, pointsPerReception },
  });
  const newSession = async (userId: string) => {
    const [row] = await database.db
      .insert(chatSessions)
      .values({ userId, title: DEFAULT_CONVERSATION_TITLE })
      .returning({ sessionId: chatSessions.sessionId });
    if (!row) throw new Error('no session');
    return row.sessionId;
  };
  const sessionRow = async (sessionId: string) =>
    (await database.db.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId)))[0];
  const storedMessages = (sessionId: string) =>
    database.db
      .select({ role: chatMessages.role, content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(asc(chatMessages.messageId));

  it('stores a crowd of questions and replies together, each in its session, in order, with its asker’s scoring', async () => {
    const store = createChatMessageStore(database.db);
    const half = await newSession('half-ppr-fan');
    const ppr = await newSession('ppr-fan');
    const guest = await newSession('local');
    const before = await sessionRow(half);

    // All in one turn: one statement.
    const askers = await Promise.all([
      store.saveQuestion({ sessionId: half, userId: 'half-ppr-fan', content: 'How is Joe doing?' }),
      store.saveQuestion({ sessionId: ppr, userId: 'ppr-fan', content: 'Start Sam or Max?' }),
      store.saveQuestion({ sessionId: guest, userId: 'local', content: 'Waiver wire RBs' }),
      store.saveReply({ sessionId: half, userId: 'half-ppr-fan', content: 'Joe is rising.' }),
      store.saveQuestion({ sessionId: half, userId: 'half-ppr-fan', content: 'And next week?' }),
    ]);
    expect(askers.map((asker) => asker?.pointsPerReception)).toEqual([0.5, 1, 0, undefined, 0.5]);

    expect(await storedMessages(half)).toEqual([
      { role: 'user', content: 'How is Joe doing?' },
      { role: 'assistant', content: 'Joe is rising.' },
      { role: 'user', content: 'And next week?' },
    ]);
    // The session is titled by its first question only, and becomes its user's latest.
    const after = await sessionRow(half);
    expect(after?.title).toBe('How is Joe doing?');
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
    expect((await sessionRow(ppr))?.title).toBe('Start Sam or Max?');

    // Read back together, each caller gets its own session's history.
    const [halfHistory, pprHistory, again] = await Promise.all([
      store.readHistory(half),
      store.readHistory(ppr),
      store.readHistory(half),
    ]);
    expect(halfHistory).toEqual(await storedMessages(half));
    expect(pprHistory).toEqual([{ role: 'user', content: 'Start Sam or Max?' }]);
    expect(again).toEqual(halfHistory);
    expect(again).not.toBe(halfHistory);
  });

  it('fails only the message whose session is gone; the others of its statement are stored', async () => {
    const store = createChatMessageStore(database.db);
    const kept = await newSession('ppr-fan');
    const gone = await newSession('ppr-fan');
    await database.db.delete(chatSessions).where(eq(chatSessions.sessionId, gone));
    const results = await Promise.allSettled([
      store.saveQuestion({ sessionId: kept, userId: 'ppr-fan', content: 'Is Joe a start?' }),
      store.saveQuestion({ sessionId: gone, userId: 'ppr-fan', content: 'Lost question' }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(await storedMessages(kept)).toEqual([{ role: 'user', content: 'Is Joe a start?' }]);
    expect(await storedMessages(gone)).toEqual([]);
  });
});
