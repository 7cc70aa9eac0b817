import {
  expectRealisticLeaders,
  expectRealisticPassingAndRushing,
  expectRealisticScoring,
} from '../testing/realism-ranges.js';
import { describe, expect, it } from 'vitest';
import { sumPassingYardsByPasser, summarizeSeason, type SeasonSummary } from '../testing/summarize-season.js';
import type { LeagueGame } from './league-game.js';
import { createLeagueTimeline } from './league-timeline.js';

/** An instant in the 2024 Wild Card week: every 2024 regular-season game has been played. */
const AFTER_2024_REGULAR_SEASON = Date.parse('2025-01-09T12:00:00Z');

/** Every regular-season game the timeline plays up to `instantMs`, by season. */
const playRegularSeasons = (
  seed: string,
  firstSeason: number,
  instantMs: number,
): Map<number, LeagueGame[]> => {
  const bySeason = new Map<number, LeagueGame[]>();
  for (const update of createLeagueTimeline({ seed, firstSeason }).advanceTo(instantMs)) {
    for (const game of update.games) {
      if (game.schedule.seasonType !== 'REG') continue;
      const games = bySeason.get(game.schedule.season) ?? [];
      games.push(game);
      bySeason.set(game.schedule.season, games);
    }
  }
  return bySeason;
};

const formatSummary = (summary: SeasonSummary): string => {
  const { leaders } = summary;
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  return [
    `pts/g ${summary.pointsPerTeamGame.toFixed(1)}`,
    `cmp ${percent(summary.completionRate)}`,
    `y/a ${summary.yardsPerAttempt.toFixed(2)}`,
    `y/c ${summary.yardsPerCarry.toFixed(2)}`,
    `sack ${percent(summary.sackRate)}`,
    `int ${percent(summary.interceptionRate)}`,
    `plays/g ${summary.playsPerTeamGame.toFixed(1)}`,
    `home ${percent(summary.homeWinRate)}`,
    `leaders pass ${Math.round(leaders.passingYards)} rush ${Math.round(leaders.rushingYards)}` +
      ` rec ${Math.round(leaders.receivingYards)} sacks ${leaders.sacks.toFixed(1)}`,
  ].join(', ');
};

/** The ids of the season's `count` leading passers by yards, best first. */
const getTopPassers = (games: readonly LeagueGame[], count: number): number[] =>
  [...sumPassingYardsByPasser(games)]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([passerId]) => passerId);

/**
 * The engine's realism test (simulate-season-realism.test.ts) on the league's own generated
 * players rather than test rosters: a whole regular season must still look like the NFL of
 * 2018–2024 in its league-wide rates and its season leaders.
 */
describe.each(['all22-league-1', 'all22-league-2', 'all22-league-3'])(
  'the 2024 regular season of a generated league (seed %s)',
  (seed) => {
    const started = performance.now();
    const games = playRegularSeasons(seed, 2024, AFTER_2024_REGULAR_SEASON).get(2024) ?? [];
    const seconds = (performance.now() - started) / 1000;
    const summary = summarizeSeason(games);
    console.log(`${seed} 2024 (${games.length} games, ${seconds.toFixed(1)} s): ${formatSummary(summary)}`);

    it('plays every regular-season game', () => {
      expect(games).toHaveLength(272);
    });

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

describe('leaders of a league played over several seasons', () => {
  const seed = 'all22-league-careers';
  const started = performance.now();
  const bySeason = playRegularSeasons(seed, 2022, AFTER_2024_REGULAR_SEASON);
  const seconds = (performance.now() - started) / 1000;
  for (const [season, games] of bySeason) {
    console.log(`${seed} ${season} (${games.length} games): ${formatSummary(summarizeSeason(games))}`);
  }
  console.log(`${seed}: 2022–2024 simulated in ${seconds.toFixed(1)} s`);

  it('keeps good passers good: a top-5 passer of 2024 was a top-10 passer in 2023', () => {
    const top10Of2023 = new Set(getTopPassers(bySeason.get(2023) ?? [], 10));
    const top5Of2024 = getTopPassers(bySeason.get(2024) ?? [], 5);
    expect(top10Of2023.size).toBe(10);
    expect(top5Of2024.some((passerId) => top10Of2023.has(passerId))).toBe(true);
  });
});
