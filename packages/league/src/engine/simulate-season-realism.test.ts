import {
  expectRealisticLeaders,
  expectRealisticPassingAndRushing,
  expectRealisticScoring,
} from '../testing/realism-ranges.js';
import { describe, it } from 'vitest';
import { simulateTestSeason } from '../testing/simulate-test-season.js';
import { summarizeSeason } from '../testing/summarize-season.js';

/**
 * League-wide realism: full 272-game seasons with test rosters must look like the NFL of the
 * last few years (ranges from 2018–2024 league totals and season leaders).
 */
describe.each(['all22-realism-1', 'all22-realism-2', 'all22-realism-3'])(
  'a simulated season (seed %s)',
  (seed) => {
    const started = performance.now();
    const games = simulateTestSeason(seed);
    const seconds = (performance.now() - started) / 1000;
    const playCount = games.reduce((sum, game) => sum + game.plays.length, 0);
    const summary = summarizeSeason(games);
    console.info(
      `${seed}: ${games.length} games, ${playCount} plays in ${seconds.toFixed(2)} s ` +
        `(${Math.round(playCount / seconds)} plays/s)`,
      JSON.stringify(summary, (_key, value: unknown) =>
        typeof value === 'number' ? Math.round(value * 1000) / 1000 : value,
      ),
    );

    it('scores like the league', () => {
      expectRealisticScoring(summary);
    });

    it('passes and runs like the league', () => {
      expectRealisticPassingAndRushing(summary);
    });

    it('has plausible season leaders', () => {
      expectRealisticLeaders(summary);
    });
  },
);
