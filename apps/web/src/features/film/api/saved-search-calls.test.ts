import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig, SavedSearch } from '@all22/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isApiRequestError } from '../../../lib/api-client';
import { createStaticSession } from '../../../lib/session/session';
import { testAppConfig } from '../../../testing/fixtures';
import { addSavedSearch } from './add-saved-search';
import { deleteSavedSearch } from './delete-saved-search';
import { getSavedSearches } from './get-saved-searches';
import { openSavedSearch } from './open-saved-search';

interface Asked {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

const deepShots: SavedSearch = {
  userId: 'film-student',
  label: 'Deep shots',
  filterExpression: 'season=2024&airYardType=DEEP',
  createdAt: '2024-10-13T18:30:00.000Z',
  lastOpenedAt: '2024-10-13T18:30:00.000Z',
  matchingPlays: 412,
  newPlays: 3,
};

/** What the small API below answers, by method and path. */
const ANSWERS: Record<string, { status: number; body: unknown }> = {
  'GET /api/videos/filmSavedSearches': { status: 200, body: { savedSearches: [deepShots] } },
  'PUT /api/videos/addSavedSearch': { status: 200, body: { savedSearch: deepShots, replaced: true } },
  'DELETE /api/videos/deleteSavedSearch': {
    status: 404,
    body: { message: 'No saved search labelled "Gone"', statusCode: 404 },
  },
  'POST /api/videos/openSavedSearch': { status: 200, body: { savedSearch: { ...deepShots, newPlays: 0 } } },
};

describe('the saved film search calls', () => {
  const asked: Asked[] = [];
  let server: Server;
  let config: AppConfig;
  const auth = createStaticSession({ accessToken: 'subscriber-token' });

  beforeAll(async () => {
    // A small real API on loopback: it records each request and answers from ANSWERS.
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const url = request.url ?? '';
        asked.push({ method: request.method ?? '', url, authorization: request.headers.authorization, body });
        const answer = ANSWERS[`${request.method} ${url.split('?')[0]}`] ?? { status: 404, body: {} };
        response.statusCode = answer.status;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    config = { ...testAppConfig, apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  });
  beforeEach(() => {
    asked.length = 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('lists the user’s searches with their play counts', async () => {
    await expect(getSavedSearches(config, 'Film-Student', { auth })).resolves.toEqual([deepShots]);
    expect(asked).toEqual([
      {
        method: 'GET',
        url: '/api/videos/filmSavedSearches?userId=Film-Student',
        authorization: 'Bearer subscriber-token',
        body: '',
      },
    ]);
  });

  it('puts a search as a JSON body and says whether it replaced one', async () => {
    const request = { userId: 'film-student', label: 'Deep shots', filterExpression: 'airYardType=DEEP' };
    await expect(addSavedSearch(config, request, { auth })).resolves.toEqual({
      savedSearch: deepShots,
      replaced: true,
    });
    expect(asked).toEqual([
      {
        method: 'PUT',
        url: '/api/videos/addSavedSearch',
        authorization: 'Bearer subscriber-token',
        body: JSON.stringify(request),
      },
    ]);
  });

  it('deletes by label with the user id lower-cased, and rejects with the API’s 404', async () => {
    const error: unknown = await deleteSavedSearch(
      config,
      { userId: 'Film-Student', label: 'Gone' },
      { auth },
    ).catch((failure: unknown) => failure);
    expect(isApiRequestError(error) && error.toJSON()).toEqual({
      message: 'No saved search labelled "Gone"',
      statusCode: 404,
    });
    expect(asked.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'DELETE', url: '/api/videos/deleteSavedSearch?userId=film-student&label=Gone', body: '' },
    ]);
  });

  it('marks a search opened and answers it with no new plays', async () => {
    const answer = await openSavedSearch(config, { userId: 'film-student', label: 'Deep shots' }, { auth });
    expect(answer.savedSearch.newPlays).toBe(0);
    expect(asked.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/api/videos/openSavedSearch',
        body: JSON.stringify({ userId: 'film-student', label: 'Deep shots' }),
      },
    ]);
  });

  it('refuses an answer that does not match the contract', async () => {
    const listed = ANSWERS['GET /api/videos/filmSavedSearches'];
    ANSWERS['GET /api/videos/filmSavedSearches'] = { status: 200, body: { savedSearches: [{ label: 'x' }] } };
    try {
      const error: unknown = await getSavedSearches(config, 'film-student', { auth }).catch(
        (failure: unknown) => failure,
      );
      expect(isApiRequestError(error) && error.statusCode).toBe(500);
    } finally {
      if (listed) ANSWERS['GET /api/videos/filmSavedSearches'] = listed;
    }
  });
});
