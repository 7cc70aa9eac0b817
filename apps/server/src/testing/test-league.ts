/**
 * The league the read-API tests serve: the 2024 season loaded by the feed up to a Sunday afternoon
 * in October (REG week 6, the early games under way), so there are finished games, live games,
 * upcoming games, standings, rosters and stats to answer from.
 */
import type { DatabaseHandle } from '@all22/db';
import { parseLeagueClock } from '@all22/league';
import { loadLeague } from '../cli/league.js';

export const TEST_LEAGUE = {
  seed: 'all22-test',
  firstSeason: 2024,
  /** Sunday of 2024 REG week 6, 2:30 pm Eastern: 1 pm games in the third quarter or so. */
  clock: '2024-10-13T18:30:00Z',
} as const;

/** Simulates the test league into `database` (migrated, empty). */
export async function loadTestLeague(database: DatabaseHandle): Promise<void> {
  await loadLeague(
    database,
    {
      seed: TEST_LEAGUE.seed,
      firstSeason: TEST_LEAGUE.firstSeason,
      lastSeason: null,
      clock: parseLeagueClock(TEST_LEAGUE.clock),
      fresh: true,
      verbose: false,
    },
    () => undefined,
  );
}
