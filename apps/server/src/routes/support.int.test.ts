import { supportMessageResponseSchema } from '@all22/contracts';
import { supportMessages } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mintAccessToken } from '../testing/oidc-test-client.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';

const message = {
  name: '  Sam Baker ',
  email: 'sam@example.com',
  subject: 'Film room',
  message: 'The endzone angle of play 57 stops after two seconds.',
};

describe.each(testDatabaseTargets())('POST /api/support/messages on %s', (target) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp({ target });
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    await server.database.db.delete(supportMessages);
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/api/support/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('stores the message (trimmed) and answers 201 with its reference', async () => {
    const response = await post(message);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const receipt = supportMessageResponseSchema.parse(await response.json());
    const rows = await server.database.db.select().from(supportMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      supportMessageId: receipt.supportMessageId,
      name: 'Sam Baker',
      email: 'sam@example.com',
      subject: 'Film room',
      message: message.message,
      userId: null,
    });
  });

  it("keeps a signed-in sender's subject, lower-cased", async () => {
    const token = await mintAccessToken(server.app, server.baseUrl, { sub: 'Fan-UID-7' });
    expect((await post(message, { authorization: `Bearer ${token}` })).status).toBe(201);
    const rows = await server.database.db.select().from(supportMessages);
    expect(rows.map((row) => row.userId)).toEqual(['fan-uid-7']);
  });

  it.each([
    [{ ...message, email: 'not-an-address' }, "'email'"],
    [{ ...message, name: '   ' }, "'name'"],
    [{ ...message, subject: 'Refunds' }, "'subject'"],
    [{ ...message, message: 'Too short.' }, "'message'"],
    [{ ...message, message: 'x'.repeat(5001) }, "'message'"],
    [{ ...message, extra: true }, ''],
    [{ name: 'Sam' }, "'email'"],
  ])('rejects %j with a 400 naming %s and stores nothing', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { message: string; statusCode: number };
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain(field);
    expect(await server.database.db.select().from(supportMessages)).toEqual([]);
  });
});
