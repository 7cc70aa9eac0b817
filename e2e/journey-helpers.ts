import {
  type CurrentScheduleResponse,
  currentScheduleSchema,
  type GamesResponse,
  gamesResponseSchema,
  teamRosterResponseSchema,
} from '@all22/contracts';
import type { Page } from 'playwright-core';
import { type StartedServer, startServer, waitForLeagueFeed } from './start-server.js';

/** The demo accounts' shared password (APP_ENV=development; apps/server/src/identity/demo-accounts.ts). */
export const DEMO_PASSWORD = 'all22-demo-password';

/** The demo accounts, by kind of user (their plans as every server start resets them). */
export const DEMO_USERS = {
  subscriber: 'subscriber@all22.test',
  /**
   * Subscribed too (a plan in its grace period counts, spec 1 §4). The tests on the shared server
   * sign in with it, since the identity journey pauses subscriber@ there.
   */
  graceSubscriber: 'grace@all22.test',
  paused: 'paused@all22.test',
  noPlan: 'free@all22.test',
} as const;

/**
 * 2018 week 1, Sunday 2:30 pm ET: the early games under way (some at halftime), the late ones
 * still to come and Thursday's opener final. Pinned, so the strip does not move under the tests,
 * and early, so each server's catch-up is a few seconds.
 */
export const PINNED_LEAGUE_CLOCK = '2018-09-09T18:30:00Z';

/** index.html's title, kept until the app has rendered a page (which sets "<page> | All22"). */
const LOADING_TITLE = 'All22';
const PAGE_TIMEOUT_MS = 20_000;

/**
 * Starts one server per entry at once (each on its own port and data folder) and waits for their
 * league catch-ups; if any fails, the others are stopped before the error is thrown.
 */
export async function startServers<Name extends string>(
  envs: Record<Name, Record<string, string>>,
): Promise<Record<Name, StartedServer>> {
  const names = Object.keys(envs) as Name[];
  const results = await Promise.allSettled(
    names.map(async (name) => {
      const server = await startServer({ env: envs[name] });
      await waitForLeagueFeed(server.baseUrl).catch(async (error: unknown) => {
        await server.stop().catch(() => undefined);
        throw error;
      });
      return server;
    }),
  );
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await stopServers(started);
    throw failure.reason;
  }
  return Object.fromEntries(started.map((server, index) => [names[index], server])) as Record<
    Name,
    StartedServer
  >;
}

/** Stops every server, then reports the first failure (a server that did not shut down cleanly). */
export async function stopServers(servers: Iterable<StartedServer | undefined>): Promise<void> {
  const results = await Promise.allSettled([...servers].map((server) => server?.stop()));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

/** Waits until the app has rendered a page (its title is set) and returns the title. */
export async function waitForPageTitle(page: Page): Promise<string> {
  await page.waitForFunction((loading) => document.title !== loading, LOADING_TITLE, {
    timeout: PAGE_TIMEOUT_MS,
  });
  return page.title();
}

/** Where the browser is: the path inside the app, or the whole URL once it has left it. */
export function describeLocation(page: Page, appOrigin: string): string {
  const url = new URL(page.url());
  return url.origin === appOrigin && !url.pathname.startsWith('/identity/')
    ? url.pathname
    : `${url.origin}${url.pathname}`;
}

/**
 * Signs in as a user does: Sign In in the toolbar, the identity provider's form (Email, Password,
 * submitted with Enter), then back on the page it started from, with the account menu in place.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  const startPath = new URL(page.url()).pathname;
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: PAGE_TIMEOUT_MS });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL((url) => url.pathname === startPath, { timeout: PAGE_TIMEOUT_MS });
  await waitForPageTitle(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Sign In' })
    .waitFor({ state: 'detached', timeout: PAGE_TIMEOUT_MS });
}

/**
 * GET `url` and parse its JSON with `schema` (a contracts schema); throws on a non-2xx answer.
 * With `accessToken`, asks as that user (the film room and the leader tables are subscribers').
 */
export async function getJson<T>(
  url: string,
  schema: { parse(data: unknown): T },
  accessToken?: string,
): Promise<T> {
  const response = await fetch(
    url,
    accessToken ? { headers: { authorization: `Bearer ${accessToken}` } } : {},
  );
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return schema.parse(await response.json());
}

/** The access token of the user signed in on `page`, as the app keeps it (localStorage, shared by tabs). */
export async function readAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    const stored: unknown = key ? JSON.parse(localStorage.getItem(key) ?? 'null') : null;
    return typeof stored === 'object' && stored !== null && 'access_token' in stored
      ? stored.access_token
      : null;
  });
  if (typeof token !== 'string') throw new Error('no one is signed in on this page');
  return token;
}

export function getCurrentWeek(baseUrl: string): Promise<CurrentScheduleResponse> {
  return getJson(`${baseUrl}/api/schedules/current`, currentScheduleSchema);
}

/** The current week's games as the score strip reads them (GET /api/scores/live/games). */
export async function getLiveWeekGames(baseUrl: string): Promise<GamesResponse['games']> {
  const { season, seasonType, week } = await getCurrentWeek(baseUrl);
  const query = new URLSearchParams({ season: String(season), seasonType, week: String(week) });
  const { games } = await getJson(`${baseUrl}/api/scores/live/games?${query}`, gamesResponseSchema);
  return games;
}

/** A player on a team's roster this season (his nflId), for a player page. */
export async function getRosterPlayerId(baseUrl: string, teamId: string): Promise<number> {
  const { season } = await getCurrentWeek(baseUrl);
  const query = new URLSearchParams({ season: String(season), teamId });
  const { players } = await getJson(`${baseUrl}/api/teams/roster?${query}`, teamRosterResponseSchema);
  const player = players[0];
  if (!player) throw new Error(`team ${teamId} has nobody on its ${season} roster`);
  return player.nflId;
}
