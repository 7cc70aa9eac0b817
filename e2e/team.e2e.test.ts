/**
 * The team page in Chromium against the built app (shared e2e server: 2018 week 1 under way): the
 * header's season boxes against GET /api/teams/stats, the schedule against GET /api/teams/schedule,
 * the division standings; on a desktop and a phone.
 */
import {
  type GamesResponse,
  standingsResponseSchema,
  type TeamStatsResponse,
  teamScheduleResponseSchema,
  teamStatsResponseSchema,
} from '@all22/contracts';
import { describe, expect, inject, it } from 'vitest';
import { getCurrentWeek, getJson } from './journey-helpers.js';
import { PHONE_VIEWPORT, usePageBrowser } from './page-browser.js';

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
    }
    const hasSidewaysScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(hasSidewaysScroll).toBe(false);
    await page.screenshot({ path: 'e2e/screenshots/team-mobile.png', fullPage: false });
  });
});
