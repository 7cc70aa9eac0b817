/**
 * A test server over a real simulated league: the 2024 season loaded by the feed up to a Sunday
 * afternoon in October (REG week 6, the early games under way), so the read API has finished
 * games, live games, upcoming games, standings, rosters and stats to answer from.
 */
import { parseLeagueClock } from '@all22/league';
import { loadLeague } from '../cli/league.js';
import { buildTestApp, type TestApp } from './build-test-app.js';

export const TEST_LEAGUE = {
  seed: 'all22-test',
  firstSeason: 2024,
  /** Sunday of 2024 REG week 6, 2:30 pm Eastern: 1 pm games in the third quarter or so. */
  clock: '2024-10-13T18:30:00Z',
} as const;

export interface LeagueTestApp extends TestApp {
  /** The league clock's instant, in ms. */
  now: number;
}

export async function buildLeagueTestApp(
  options: { target?: 'pglite' | 'postgres'; env?: Record<string, string> } = {},
): Promise<LeagueTestApp> {
  const clock = parseLeagueClock(TEST_LEAGUE.clock);
  const testApp = await buildTestApp({
    ...options,
    leagueNow: clock.now,
    prepare: async (database) => {
      await loadLeague(
        database,
        {
          seed: TEST_LEAGUE.seed,
          firstSeason: TEST_LEAGUE.firstSeason,
          lastSeason: null,
          clock,
          fresh: true,
          verbose: false,
        },
        () => undefined,
      );
    },
  });
  return { ...testApp, now: clock.now() };
}
