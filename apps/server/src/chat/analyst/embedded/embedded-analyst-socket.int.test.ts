import { chatMessages, fantasySeasonStats } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { formatFigure } from '@all22/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, updateAccountSettings } from '../../../identity/users.js';
import { findAnalystTestLeague, type AnalystTestLeague } from '../../../testing/analyst-test-league.js';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.js';
import { openChatSocket, type ChatSocketClient } from '../../../testing/chat-socket-client.js';
import { buildLeagueTestApp, type LeagueTestApp } from '../../../testing/league-test-app.js';
import { mintAccessToken } from '../../../testing/oidc-test-client.js';

const SUBSCRIBED = [{ id: 'all22-monthly', status: 'ACTIVE' }];

describe.each(testDatabaseTargets())('the Fantasy AI analyst over the chat socket on %s', (target) => {
  let league: LeagueTestApp;
  /** A second server process on the same database. */
  let second: TestApp;
  let names: AnalystTestLeague;
  let subject: string;
  const sockets: ChatSocketClient[] = [];

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    second = await buildTestApp({ database: league.database, leagueNow: () => league.now });
    names = await findAnalystTestLeague(league.database.db);
    const user = await createUser(league.database.db, {
      email: `ppr-${Date.now()}@example.test`,
      passwordHash: 'not used',
      firstName: 'Pat',
      lastName: 'Ppr',
    });
    if (!user) throw new Error('no user');
    await updateAccountSettings(league.database.db, user.uid, { display: { pointsPerReception: 1 } });
    // The socket lower-cases the token subject; the account is found all the same.
    subject = user.uid.toUpperCase();
  }, 180_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await second?.close();
    await league?.close();
  });

  async function signIn(app: TestApp) {
    const socket = await openChatSocket(app.baseUrl);
    sockets.push(socket);
    socket.send({
      type: 'auth',
      token: await mintAccessToken(app.app, app.baseUrl, { sub: subject, plans: SUBSCRIBED }),
    });
    const welcome = await socket.next();
    expect(welcome).toMatchObject({ type: 'welcome' });
    return socket;
  }

  it('answers a player question in the account scoring, then a "he" follow-up on another socket and process', async () => {
    const [wr] = names.top.WR;
    const first = await signIn(league);
    first.send({ message: `How has ${wr.name} been trending?`, newSession: true });
    const frames = await first.readUntil('complete', 30_000);
    const chunks = frames.filter((frame) => frame.type === 'chunk');
    const complete = frames.at(-1);
    if (complete?.type !== 'complete') throw new Error(`no complete frame: ${JSON.stringify(complete)}`);
    // Streamed as composed (its blocks, composed together, share a chunk), joining to the whole answer.
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.map((frame) => (frame.type === 'chunk' ? frame.data : '')).join('')).toBe(complete.data);
    expect(complete.data).toContain(`[${wr.name}](/players/player/${wr.nflId})`);
    expect(complete.data).toMatch(
      /\/film\/plays\?season=2024&seasonType=REG&playType=play_type_pass&targetId=\d+&target=true\)/,
    );
    const [season] = await league.database.db
      .select()
      .from(fantasySeasonStats)
      .where(
        and(
          eq(fantasySeasonStats.nflId, wr.nflId),
          eq(fantasySeasonStats.season, 2024),
          eq(fantasySeasonStats.seasonType, 'REG'),
        ),
      );
    if (!season) throw new Error('no season line');
    const pprPerGame = Math.round((season.fpPpr / season.gamesPlayed) * 10) / 10;
    expect(complete.data).toContain(`${formatFigure(pprPerGame)} fantasy points a game (PPR)`);
    const sessionId = complete.sessionId as string;
    first.close();

    const followUp = await signIn(second);
    followUp.send({ message: 'Should I start him?', sessionId });
    const reply = (await followUp.readUntil('complete', 30_000)).at(-1);
    if (reply?.type !== 'complete') throw new Error(`no complete frame: ${JSON.stringify(reply)}`);
    expect(reply.data).toMatch(/^\*\*Verdict: (start him|a flex play|sit him)\.\*\*/);
    expect(reply.data).toContain(`/players/player/${wr.nflId}`);
    const stored = await league.database.db
      .select({ role: chatMessages.role })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(asc(chatMessages.messageId));
    expect(stored.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  }, 90_000);
});
