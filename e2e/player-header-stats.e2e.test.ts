/**
 * The player header's Fantasy Stats and Season Stats in Chromium, signed in as a subscriber, for
 * one player of each position group (shared e2e server: 2018 week 1 under way, so the stats season
 * is 2018 and each player has at most a game or two). The expected items are the domain's rule
 * applied to his public season line (GET /api/players/seasons) and the fantasy row the page read.
 */
import {
  type FantasySeasonPlayer,
  fantasySeasonResponseSchema,
  leaderResponseSchema,
  playerSeasonsResponseSchema,
  teamRosterResponseSchema,
} from '@all22/contracts';
import { getFantasyScoring, getPlayerHeaderStats, getPositionGroup } from '@all22/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, getCurrentWeek, getJson, readAccessToken, signIn } from './journey-helpers.js';
import { usePageBrowser } from './page-browser.js';

const baseUrl = inject('baseUrl');
const CHIEFS = '2310';

/** The season leaders' first player of a group, narrowed to one position. */
async function getLeaderId(group: string, position: string, season: number, token: string): Promise<number> {
  const query = new URLSearchParams({ season: String(season), position, pageSize: '1' });
  const { leaders } = await getJson(
    `${baseUrl}/api/stats/leaders/${group}/season?${query}`,
    leaderResponseSchema,
    token,
  );
  const id = leaders[0]?.nflId;
  if (id === undefined || id === null) throw new Error(`no ${position} among the ${season} ${group} leaders`);
  return id;
}

/** The Chiefs' rostered players at `position`, in roster order. */
async function getRosterIds(position: string, season: number): Promise<number[]> {
  const query = new URLSearchParams({ season: String(season), teamId: CHIEFS });
  const { players } = await getJson(`${baseUrl}/api/teams/roster?${query}`, teamRosterResponseSchema);
  return players.filter((player) => player.position === position).map((player) => player.nflId);
}

async function getExpectedItems(
  nflId: number,
  position: string,
  season: number,
  fantasy: FantasySeasonPlayer | null,
) {
  const { seasons } = await getJson(
    `${baseUrl}/api/players/seasons?playerId=${nflId}`,
    playerSeasonsResponseSchema,
  );
  const row = seasons.find((candidate) => candidate.season === season && candidate.seasonType === 'REG');
  return getPlayerHeaderStats({
    group: getPositionGroup(position),
    seasonLine: row?.stats ?? {},
    gamesPlayed: row?.gamesPlayed ?? 0,
    gamesDnp: row?.gamesDnp ?? 0,
    fantasy,
    scoring: getFantasyScoring(0),
  });
}

/**
 * Opens his page and returns the fantasy row the page itself received (null without one). The
 * body is read as the answer arrives: an answer to a page already navigated away from has none,
 * and the wait goes on for the new page's own.
 */
async function openPlayer(page: Page, nflId: number): Promise<FantasySeasonPlayer | null> {
  let body: unknown;
  const fantasyAnswer = page.waitForResponse(async (response) => {
    const url = response.url();
    if (!url.includes('/api/secured/stats/fantasy/season') || !url.includes(`nflId=${nflId}`)) return false;
    try {
      body = await response.json();
      return true;
    } catch {
      return false;
    }
  });
  await page.goto(`${baseUrl}/players/player/${nflId}`);
  const response = await fantasyAnswer;
  expect(response.status()).toBe(200);
  return fantasySeasonResponseSchema.parse(body).players[0] ?? null;
}

async function shownItems(page: Page, region: string): Promise<string[]> {
  const items = page.getByRole('region', { name: region }).getByRole('listitem');
  return items.evaluateAll((nodes) =>
    nodes.map(
      (node) => `${node.querySelector('p:last-child')?.textContent} ${node.querySelector('p')?.textContent}`,
    ),
  );
}

describe('player header stats', () => {
  const pages = usePageBrowser(baseUrl);

  it('shows each position group its qualifying items, or the rule it misses', async () => {
    const { season } = await getCurrentWeek(baseUrl);
    // Signed in from a page that makes no subscriber call, so no answer is pending when the
    // first player page opens; the leader tables answer subscribers only.
    const page = await pages.open('/support');
    await signIn(page, DEMO_USERS.graceSubscriber);
    const token = await readAccessToken(page);
    const picks: [string, Promise<number>][] = [
      ['QB', getLeaderId('passing', 'QB', season, token)],
      ['RB', getLeaderId('rushing', 'RB', season, token)],
      ['WR', getLeaderId('receiving', 'WR', season, token)],
      ['TE', getLeaderId('receiving', 'TE', season, token)],
      ['LB', getLeaderId('defense', 'LB', season, token)],
      ['CB', getLeaderId('defense', 'CB', season, token)],
      ['K', getRosterIds('K', season).then((ids) => ids[0]!)],
      ['P', getRosterIds('P', season).then((ids) => ids[0]!)],
      // The Chiefs' last-listed quarterback: a backup, who has not thrown enough to qualify.
      ['QB', getRosterIds('QB', season).then((ids) => ids.at(-1)!)],
    ];
    let qualified = 0;
    let unqualified = 0;
    for (const [position, idPromise] of picks) {
      const nflId = await idPromise;
      const fantasy = await openPlayer(page, nflId);
      const expected = await getExpectedItems(nflId, position, season, fantasy);
      if (expected.isQualified && expected.seasonItems.length > 0) {
        qualified += 1;
        await page.getByTestId('player-header-stats').waitFor();
        expect(await shownItems(page, 'Season Stats'), `${position} ${nflId}`).toEqual(
          expected.seasonItems.map((item) => `${item.label} ${item.text}`),
        );
        if (expected.fantasyItems.length > 0) {
          expect(await shownItems(page, 'Fantasy Stats'), `${position} ${nflId}`).toEqual(
            expected.fantasyItems.map((item) => `${item.label} ${item.text}`),
          );
        } else {
          expect(await page.getByRole('region', { name: 'Fantasy Stats' }).count()).toBe(0);
        }
      } else if (!expected.isQualified) {
        unqualified += 1;
        await page.getByTestId('player-stats-unqualified').waitFor();
        expect(await page.getByRole('region', { name: 'Season Stats' }).count()).toBe(0);
      }
      if (position === 'QB' && qualified === 1) {
        await page.screenshot({ path: 'e2e/screenshots/player-header-qb.png' });
      }
    }
    // The sample covers both sides of the rule.
    expect(qualified).toBeGreaterThanOrEqual(5);
    expect(unqualified).toBeGreaterThanOrEqual(1);
  });
});
