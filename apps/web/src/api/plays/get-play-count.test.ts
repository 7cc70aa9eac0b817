import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asTeamId } from '@all22/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppConfig } from '../../testing/fixtures';
import { getPlayCount } from './get-play-count';

describe('getPlayCount', () => {
  const asked: string[] = [];
  let server: Server;
  let apiBaseUrl: string;

  beforeAll(async () => {
    // A small real API on loopback: it records the query and answers with a page of no plays.
    server = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ plays: [], total: 412, page: 1, pageSize: 1 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks /api/plays for one play of the search in the film filter codec and gives the total', async () => {
    const total = await getPlayCount(
      { ...testAppConfig, apiBaseUrl },
      { teamId: asTeamId('KC'), season: [2024], seasonType: 'REG' },
    );
    expect(total).toBe(412);
    expect(asked).toEqual(['/api/plays?season=2024&seasonType=REG&teamId=KC&pageSize=1']);
  });
});
