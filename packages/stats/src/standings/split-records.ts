import type { TeamId } from '@all22/domain';
import { getResults, type GameResult, type LeagueResults } from './league-results.js';
import { computeRankingPercentage, getGameOutcome, tallyRecord, type WinLossTie } from './win-loss-record.js';

export type SplitName = 'overall' | 'home' | 'road' | 'conference' | 'division';

const SPLIT_FILTERS: Record<SplitName, (result: GameResult) => boolean> = {
  overall: () => true,
  home: (result) => result.isHome,
  road: (result) => !result.isHome,
  conference: (result) => result.isConference,
  division: (result) => result.isDivision,
};

/** A club's record in one split. */
export function tallySplit(league: LeagueResults, teamId: TeamId, split: SplitName): WinLossTie {
  return tallyRecord(getResults(league, teamId).filter(SPLIT_FILTERS[split]));
}

/**
 * Rank of each club by its winning percentage in a split (no games counting .500) among the given clubs: 1 + the number
 * of clubs with a strictly better percentage, so equal percentages share a rank (no tie-breakers).
 */
export function rankBySplitPercentage(
  league: LeagueResults,
  teamIds: readonly TeamId[],
  split: SplitName,
): Map<TeamId, number> {
  const percentages = teamIds.map((teamId) => computeRankingPercentage(tallySplit(league, teamId, split)));
  return new Map(
    teamIds.map((teamId, index) => {
      const own = percentages[index] ?? 0;
      return [teamId, 1 + percentages.filter((other) => other > own).length];
    }),
  );
}

/** Current run of equal results, newest first: "W3", "L1", "T1"; empty before the first game. */
export function computeStreak(results: readonly GameResult[]): string {
  const last = results.at(-1);
  if (!last) return '';
  const outcome = getGameOutcome(last);
  let length = 0;
  for (let index = results.length - 1; index >= 0; index -= 1) {
    const result = results[index];
    if (!result || getGameOutcome(result) !== outcome) break;
    length += 1;
  }
  return `${outcome}${length}`;
}
