import { describe, expect, it } from 'vitest';
import { simulateTestSeason } from './testing/simulate-test-season.js';
import { summarizeSeason } from './testing/summarize-season.js';

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
      expect(summary.pointsPerTeamGame).toBeGreaterThanOrEqual(20);
      expect(summary.pointsPerTeamGame).toBeLessThanOrEqual(25);
      expect(summary.homeWinRate).toBeGreaterThanOrEqual(0.5);
      expect(summary.homeWinRate).toBeLessThanOrEqual(0.6);
      expect(summary.playsPerTeamGame).toBeGreaterThanOrEqual(58);
      expect(summary.playsPerTeamGame).toBeLessThanOrEqual(68);
    });

    it('passes and runs like the league', () => {
      expect(summary.completionRate).toBeGreaterThanOrEqual(0.6);
      expect(summary.completionRate).toBeLessThanOrEqual(0.68);
      expect(summary.yardsPerAttempt).toBeGreaterThanOrEqual(6.3);
      expect(summary.yardsPerAttempt).toBeLessThanOrEqual(7.6);
      expect(summary.yardsPerCarry).toBeGreaterThanOrEqual(3.9);
      expect(summary.yardsPerCarry).toBeLessThanOrEqual(4.7);
      expect(summary.sackRate).toBeGreaterThanOrEqual(0.05);
      expect(summary.sackRate).toBeLessThanOrEqual(0.08);
      expect(summary.interceptionRate).toBeGreaterThanOrEqual(0.018);
      expect(summary.interceptionRate).toBeLessThanOrEqual(0.03);
    });

    it('has plausible season leaders', () => {
      const { leaders } = summary;
      expect(leaders.passingYards).toBeGreaterThanOrEqual(4300);
      expect(leaders.passingYards).toBeLessThanOrEqual(5500);
      expect(leaders.rushingYards).toBeGreaterThanOrEqual(1300);
      expect(leaders.rushingYards).toBeLessThanOrEqual(2100);
      expect(leaders.receivingYards).toBeGreaterThanOrEqual(1400);
      expect(leaders.receivingYards).toBeLessThanOrEqual(1950);
      expect(leaders.sacks).toBeGreaterThanOrEqual(13);
      expect(leaders.sacks).toBeLessThanOrEqual(22);
    });
  },
);
