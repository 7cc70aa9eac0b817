import { players } from '@all22/db';
import type { NflId, SmartId, TeamId } from '@all22/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLeagueTeams } from '../live/ensure-league-teams.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';

const PLAYER_SMART_ID = '6f1c9a52-0c1e-4a8e-9d3b-5b7f1e2a9c01';

describe('image routes', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp();
    await ensureLeagueTeams(server.database);
    await server.database.db.insert(players).values({
      nflId: 52_001 as NflId,
      smartId: PLAYER_SMART_ID as SmartId,
      displayName: 'Dario Quelmont',
      firstName: 'Dario',
      lastName: 'Quelmont',
      position: 'QB',
      positionGroup: 'QB',
      jerseyNumber: 7,
      currentTeamId: '3800' as TeamId,
    });
  });
  afterAll(() => server?.close());

  const get = (path: string) => fetch(`${server.baseUrl}${path}`);

  it('draws a team logo at size × device pixel ratio, cached for a day', async () => {
    const response = await get('/api/images/logos/3800?size=128&dpr=2&quality=100&crop=auto');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('max-age=86400');
    const svg = await response.text();
    expect(svg).toContain('width="256"');
    expect(svg).toContain('Arizona Cardinals');
    expect(svg).toContain('#97233F');
  });

  it('draws a headshot in the player team colours, with his number', async () => {
    const response = await get(
      `/api/images/headshots/${PLAYER_SMART_ID}?size=96&dpr=1&quality=auto&crop=auto`,
    );
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).toContain('width="96"');
    expect(svg).toContain('Dario Quelmont');
    expect(svg).toContain('>7<');
  });

  it.each([
    ['/api/images/logos/9999', 404, 'No team with id 9999'],
    ['/api/images/logos/ARI', 400, 'teamId'],
    ['/api/images/logos/3800?size=5000', 400, 'size'],
    ['/api/images/logos/3800?dpr=zero', 400, 'dpr'],
    ['/api/images/headshots/not-a-uuid', 400, 'smartId'],
    ['/api/images/headshots/00000000-0000-4000-8000-000000000000', 404, 'No player'],
  ])('answers %s with %i naming the problem', async (path, status, text) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message: string; statusCode: number };
    expect(body.statusCode).toBe(status);
    expect(body.message).toContain(text);
  });
});
