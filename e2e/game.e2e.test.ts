/**
 * The game page in Chromium against the built app (shared e2e server: 2018 week 1, Sunday 2:30 pm
 * ET, so there are final, live and pregame games): the header's scores against GET
 * /api/schedules/game, the box score against GET /api/games/boxScore, the Watch Film rule, the
 * play-by-play against GET /api/games/playByPlay; on a desktop and a phone.
 */
import {
  boxScoreResponseSchema,
  type GameResponse,
  gameSchema,
  playByPlayResponseSchema,
} from '@all22/contracts';
import { isFinal, isPregame } from '@all22/domain';
import { describe, expect, inject, it } from 'vitest';
import { getCurrentWeek, getJson, getLiveWeekGames } from './journey-helpers.js';
import { PHONE_VIEWPORT, usePageBrowser } from './page-browser.js';

const baseUrl = inject('baseUrl');

/** The week's final game whose film is out (in the current week's played list), and a pregame one. */
async function findGames(): Promise<{ final: GameResponse; pregame: GameResponse }> {
  const [current, games] = await Promise.all([getCurrentWeek(baseUrl), getLiveWeekGames(baseUrl)]);
  const final = games.find(
    (game) => isFinal(game.phase) && current.gamesPlayedSmartIds.includes(game.smartId),
  );
  const pregame = games.find((game) => isPregame(game.phase));
  if (!final || !pregame)
    throw new Error('The pinned week should hold a played final game and a pregame one');
  return { final, pregame };
}

describe('game page', () => {
  const pages = usePageBrowser(baseUrl);

  it("heads a final game with the API's scores, shows its box score as the API counts it and links its film", async () => {
    const { final } = await findGames();
    const game = await getJson(`${baseUrl}/api/schedules/game?gameId=${final.gameId}`, gameSchema);
    const boxScore = await getJson(
      `${baseUrl}/api/games/boxScore?gameId=${final.gameId}`,
      boxScoreResponseSchema,
    );
    const page = await pages.open(`/games/game/${final.gameId}`);
    // A started game's main page is its box score.
    await page.waitForURL(`**/games/game/${final.gameId}/box-score`);
    const header = page.getByRole('region', { name: 'Game header' });
    await header.waitFor();
    expect(await header.getByTestId('score-visitor').getAttribute('data-score')).toBe(
      String(game.score.visitorTeamScore.pointTotal),
    );
    expect(await header.getByTestId('score-home').getAttribute('data-score')).toBe(
      String(game.score.homeTeamScore.pointTotal),
    );
    expect(await header.getByTestId('game-status').textContent()).toBe(game.displayStatus);

    const scoring = page.getByRole('table', { name: 'Scoring by quarter' });
    await scoring.waitFor();
    for (const line of [boxScore.visitor, boxScore.home]) {
      const row = scoring.locator(`tr[data-team-id="${line.teamId}"]`);
      const periods = await row.locator('td[data-period]').allTextContents();
      expect(periods.map(Number)).toEqual(line.scoreByPeriod);
      expect(await row.getByTestId(`line-total-${line.teamId}`).textContent()).toBe(String(line.score));
    }
    const comparison = page.getByRole('table', { name: 'Team figures' });
    const totalYards = comparison.locator('tr[data-headline="totalYards"]');
    expect(await totalYards.locator('td[data-side="visitor"]').textContent()).toBe(
      boxScore.visitor.headline.totalYards.toLocaleString('en-US'),
    );
    expect(await totalYards.locator('td[data-side="home"]').textContent()).toBe(
      boxScore.home.headline.totalYards.toLocaleString('en-US'),
    );

    const film = header.getByRole('link', { name: 'Watch Film' });
    expect(await film.getAttribute('href')).toContain(`gameId=${final.gameId}`);
    await page.getByRole('figure', { name: 'Win probability' }).locator('svg').first().waitFor();
    await page.screenshot({ path: 'e2e/screenshots/game-desktop.png', fullPage: true });
  });

  it("shows a live game's down and distance, yard line and score as the API has them, and no film", async () => {
    const games = await getLiveWeekGames(baseUrl);
    const live = games.find(
      (game) => game.phase === 'INGAME' && game.downAndDist !== null && game.yardLine !== null,
    );
    if (!live) throw new Error('The pinned week should have a game under way with a down to play');
    const page = await pages.open(`/games/game/${live.gameId}`);
    await page.waitForURL(`**/games/game/${live.gameId}/box-score`);
    const header = page.getByRole('region', { name: 'Game header' });
    const situation = await header.getByTestId('game-situation').textContent();
    expect(situation).toContain(live.downAndDist);
    expect(situation).toContain(`at ${live.yardLine}`);
    expect(await header.getByTestId('score-home').getAttribute('data-score')).toBe(
      String(live.homeTeam.score.total),
    );
    expect(await header.getByRole('link', { name: 'Watch Film' }).count()).toBe(0);
  });

  it('offers no film for a game still to be played, and previews it instead', async () => {
    const { pregame } = await findGames();
    const page = await pages.open(`/games/game/${pregame.gameId}`);
    await page.getByRole('heading', { name: 'Matchup' }).waitFor();
    expect(page.url()).toMatch(new RegExp(`/games/game/${pregame.gameId}$`));
    expect(await page.getByRole('link', { name: 'Watch Film' }).count()).toBe(0);
    await page.screenshot({ path: 'e2e/screenshots/game-preview-desktop.png', fullPage: true });
  });

  it("lists the play-by-play's every play on a phone without sideways scrolling", async () => {
    const { final } = await findGames();
    const playByPlay = await getJson(
      `${baseUrl}/api/games/playByPlay?gameId=${final.gameId}`,
      playByPlayResponseSchema,
    );
    const apiPlays = playByPlay.drives.reduce((sum, drive) => sum + drive.plays.length, 0);
    expect(apiPlays).toBeGreaterThan(0);
    const page = await pages.open(`/games/game/${final.gameId}/play-by-play`, PHONE_VIEWPORT);
    await page.locator('[data-play-id]').first().waitFor();
    expect(await page.locator('[data-play-id]').count()).toBe(apiPlays);
    expect(await page.locator('[data-drive]').count()).toBe(playByPlay.drives.length);
    const hasSidewaysScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(hasSidewaysScroll).toBe(false);
    await page.screenshot({ path: 'e2e/screenshots/game-play-by-play-mobile.png', fullPage: false });
  });

  it('fits the box score on a phone: wide tables scroll inside their own boxes', async () => {
    const { final } = await findGames();
    const page = await pages.open(`/games/game/${final.gameId}/stats`, PHONE_VIEWPORT);
    await page
      .getByRole('table', { name: /passing$/ })
      .first()
      .waitFor();
    const hasSidewaysScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(hasSidewaysScroll).toBe(false);
    await page.screenshot({ path: 'e2e/screenshots/game-mobile.png', fullPage: false });
  });
});
