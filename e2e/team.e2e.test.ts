/**
 * The team page in Chromium against the built app (shared e2e server: 2018 week 1 under way): the
 * header's season boxes against GET /api/teams/stats, the schedule against GET /api/teams/schedule,
 * the division standings, the roster against GET /api/teams/roster, every tab on a desktop and a
 * phone (screenshots in e2e/screenshots/team-*.png), /teams/rankings against the team-offense
 * leaders, and the Depth Chart tab hidden by a production server.
 */
import {
  type GamesResponse,
  leaderResponseSchema,
  standingsResponseSchema,
  type TeamStatsResponse,
  teamRosterResponseSchema,
  teamScheduleResponseSchema,
  teamStatsResponseSchema,
  teamsResponseSchema,
} from '@all22/contracts';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getCurrentWeek, getJson, startServers, stopServers } from './journey-helpers.js';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, usePageBrowser } from './page-browser.js';
import type { StartedServer } from './start-server.js';

const baseUrl = inject('baseUrl');
const CHIEFS = '2310';

describe('team page', () => {
  const pages = usePageBrowser(baseUrl);

  it("shows the season's Pass Yds, Rush Yds, Pts For and Pts Against as the API counts them", async () => {
    const current = await getCurrentWeek(baseUrl);
    const stats: TeamStatsResponse = await getJson(
      `${baseUrl}/api/teams/stats?teamId=${CHIEFS}&season=${current.season}&seasonType=REG`,
      teamStatsResponseSchema,
    );
    const page = await pages.open(`/teams/team/${CHIEFS}`);
    await page.getByRole('heading', { level: 1, name: 'Kansas City Chiefs' }).waitFor();
    const shown = async (label: string) => (await page.locator(`[data-stat="${label}"]`).textContent()) ?? '';
    await page.locator('[data-stat="Pass Yds"]').waitFor();
    const format = (value: number | null | undefined) => (value ?? 0).toLocaleString('en-US');
    expect(await shown('Pass Yds')).toBe(format(stats.stats.passYards));
    expect(await shown('Rush Yds')).toBe(format(stats.stats.rushYards));
    expect(await shown('Pts For')).toBe(format(stats.stats.pointsFor));
    expect(await shown('Pts Against')).toBe(format(stats.stats.pointsAgainst));
    await page.screenshot({ path: 'e2e/screenshots/team-desktop.png', fullPage: true });
  });

  it("lists the team's games and its division's standings, on a phone too", async () => {
    const current = await getCurrentWeek(baseUrl);
    const games: GamesResponse['games'] = await getJson(
      `${baseUrl}/api/teams/schedule?season=${current.season}&teamId=${CHIEFS}`,
      teamScheduleResponseSchema,
    );
    const page = await pages.open(`/teams/team/${CHIEFS}`, PHONE_VIEWPORT);
    const schedule = page.getByRole('table', { name: 'Schedule and results' });
    await schedule.waitFor();
    expect(await schedule.locator('tbody tr[data-game-id]').count()).toBe(games.length);
    const { standings } = await getJson(
      `${baseUrl}/api/schedules/standings?season=${current.season}&seasonType=REG&week=${current.week}`,
      standingsResponseSchema,
    );
    if (standings.length === 0) {
      // Week 1 under way: no regular-season game is final yet, so there are no standings.
      await page.getByText(`The ${current.season} standings start once`).waitFor();
      await page.getByTestId('team-record').filter({ hasText: /^0-0$/ }).waitFor();
    } else {
      const division = page.getByRole('table', { name: 'AFC West standings' });
      await division.waitFor();
      expect(await division.locator('tbody tr').count()).toBe(4);
      expect(await division.locator('tr[aria-current="true"]').textContent()).toContain('Kansas City Chiefs');
      // The rank and seed as the API explains them, under the team's name.
      const chiefs = standings.find((row) => row.team.id === CHIEFS);
      const explanation = await division
        .locator('tr[aria-current="true"]')
        .getByTestId('standings-explanation')
        .textContent();
      expect(explanation).toContain(chiefs?.explanation.division);
      expect(explanation).toContain(chiefs?.explanation.seed);
      await page.getByTestId('clinch-legend').waitFor();
    }
    const hasSidewaysScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(hasSidewaysScroll).toBe(false);
    await page.screenshot({ path: 'e2e/screenshots/team-mobile.png', fullPage: false });
  });

  it('lists the roster as GET /api/teams/roster has it, grouped by position', async () => {
    const { season } = await getCurrentWeek(baseUrl);
    const roster = await getJson(
      `${baseUrl}/api/teams/roster?season=${season}&teamId=${CHIEFS}`,
      teamRosterResponseSchema,
    );
    const page = await pages.open(`/teams/team/${CHIEFS}/roster`);
    await page.getByRole('table', { name: 'Quarterbacks roster' }).waitFor();
    const rows = page.getByTestId('roster-row');
    expect(await rows.count()).toBe(roster.players.length);
    const shownIds = await rows.evaluateAll((elements) =>
      elements.map((row) => row.querySelector('a[href^="/players/player/"]')?.getAttribute('href')),
    );
    expect(new Set(shownIds)).toEqual(
      new Set(roster.players.map((player) => `/players/player/${player.nflId}`)),
    );
    // Sorting by name puts the quarterbacks in last-name order.
    const quarterbacks = page.getByRole('table', { name: 'Quarterbacks roster' });
    await quarterbacks.getByRole('button', { name: 'Player' }).press('Enter');
    const names = await quarterbacks.getByTestId('roster-row').locator('a').allTextContents();
    const expected = roster.players
      .filter((player) => player.positionGroup === 'QB')
      .sort((a, b) =>
        `${a.lastName} ${a.firstName}`
          .toLowerCase()
          .localeCompare(`${b.lastName} ${b.firstName}`.toLowerCase()),
      )
      .map((player) => player.displayName);
    expect(names).toEqual(expected);
  });

  it("ranks the teams on /teams/rankings, the API's top scoring offense first", async () => {
    const { season } = await getCurrentWeek(baseUrl);
    const offense = await getJson(
      `${baseUrl}/api/stats/leaders/team-offense/season?season=${season}&seasonType=REG&pageSize=32&sortKey=ppg&sortValue=DESC`,
      leaderResponseSchema,
    );
    const page = await pages.open('/teams/rankings');
    const table = page.getByRole('table', { name: 'Team rankings' });
    const hasGames = offense.leaders.some((row) => (row.values.games ?? 0) > 0);
    if (!hasGames) {
      await page.getByText(`No ${season} regular-season games played yet`).waitFor();
      return;
    }
    await table.waitFor();
    const top = offense.leaders[0];
    const topPpg = top?.values.ppg ?? null;
    // Teams level on points per game share first place; the page lists them by abbreviation.
    const leaders = offense.leaders.filter((row) => row.values.ppg === topPpg).map((row) => row.teamId);
    const firstRow = table.getByTestId('ranking-row').first();
    expect(leaders).toContain(await firstRow.getAttribute('data-team-id'));
    expect(await firstRow.textContent()).toContain('1st');
    // Every team is listed; those without a row in the API (yet to play) come last, without ranks.
    const { teams } = await getJson(`${baseUrl}/api/teams/all`, teamsResponseSchema);
    const rows = table.getByTestId('ranking-row');
    expect(await rows.count()).toBe(teams.length);
    const listed = await rows.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-team-id')));
    const ranked = new Set(offense.leaders.map((row) => row.teamId));
    expect(listed.slice(0, ranked.size).every((teamId) => teamId !== null && ranked.has(teamId))).toBe(true);
  });

  it('shows every tab on a desktop and a phone without sideways scrolling (screenshots)', async () => {
    mkdirSync('e2e/screenshots', { recursive: true });
    const tabs = [
      ['overview', '', 'table[aria-label="Schedule and results"]'],
      ['stats', '/stats', 'h2:has-text("team stats")'],
      ['roster', '/roster', 'table[aria-label="Quarterbacks roster"]'],
      ['injuries', '/injuries', 'h2:has-text("injury report")'],
      ['film-room', '/film-room', 'a:has-text("All plays in the film room")'],
      ['insights', '/insights', 'h2:has-text("season insights")'],
      ['transactions', '/transactions', 'main table, main .MuiAlert-root'],
      ['depth-chart', '/depth-chart', 'table[aria-label="Offense depth chart"]'],
    ] as const;
    for (const [viewport, size] of [
      [DESKTOP_VIEWPORT, 'desktop'],
      [PHONE_VIEWPORT, 'phone'],
    ] as const) {
      const page = await pages.open(`/teams/team/${CHIEFS}`, viewport);
      for (const [name, suffix, ready] of tabs) {
        await page.goto(`${baseUrl}/teams/team/${CHIEFS}${suffix}`);
        await page.locator(ready).first().waitFor();
        const hasSidewaysScroll = await page.evaluate(
          () => document.documentElement.scrollWidth > window.innerWidth,
        );
        expect(hasSidewaysScroll, `${name} on a ${size}`).toBe(false);
        await page.screenshot({
          path: `e2e/screenshots/team-${name}-${size}.png`,
          fullPage: size === 'desktop',
        });
      }
      await page.goto(`${baseUrl}/teams/rankings`);
      await page.locator('table[aria-label="Team rankings"], main .MuiAlert-root').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      await page.screenshot({
        path: `e2e/screenshots/team-rankings-${size}.png`,
        fullPage: size === 'desktop',
      });
    }
  });
});

describe('team page tabs by APP_ENV', () => {
  let production: StartedServer | undefined;
  const pages = usePageBrowser('');

  beforeAll(async () => {
    ({ production } = await startServers({
      production: {
        // The default clock (early in the first preseason): the tabs do not depend on the week,
        // and this league, unlike the development ones, cannot be copied (league-copies.ts).
        APP_ENV: 'production',
        // Production refuses to start without cookie and form keys of at least 32 bytes and a key
        // to encrypt the stored signing keys with.
        OIDC_COOKIE_KEYS: 'e2e-production-cookie-key-0123456789abcdef',
        FORM_KEYS: 'e2e-production-form-key-0123456789abcdef',
        OIDC_KEY_ENCRYPTION_KEY: 'e2e0'.repeat(16),
      },
    }));
  });

  afterAll(async () => {
    await stopServers([production]);
  });

  const tabNames = async (origin: string) => {
    const page = await pages.open(`${origin}/teams/team/${CHIEFS}`);
    const nav = page.getByRole('navigation', { name: 'Team' });
    await nav.getByRole('tab', { name: 'Overview' }).waitFor();
    return nav.getByRole('tab').allTextContents();
  };

  it('shows Depth Chart outside production only', async () => {
    // Splits is beyond the spec's list (docs/decisions/web-app.md, "Splits tabs").
    const everyTab = [
      'Overview',
      'Stats',
      'Roster',
      'Injuries',
      'Film Room',
      'Insights',
      'Splits',
      'Transactions',
    ];
    expect(await tabNames(baseUrl)).toEqual([...everyTab, 'Depth Chart']);
    expect(await tabNames(production?.baseUrl ?? '')).toEqual(everyTab);
  });
});
