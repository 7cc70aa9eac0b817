import type { GameResult } from './league-results.js';

export interface WinLossTie {
  wins: number;
  losses: number;
  ties: number;
}

export type GameOutcome = 'W' | 'L' | 'T';

export function getGameOutcome(result: GameResult): GameOutcome {
  return result.pointsFor > result.pointsAgainst ? 'W' : result.pointsFor < result.pointsAgainst ? 'L' : 'T';
}

/** Wins, losses and ties over a list of results. */
export function tallyRecord(results: readonly GameResult[]): WinLossTie {
  const record: WinLossTie = { wins: 0, losses: 0, ties: 0 };
  for (const result of results) {
    const outcome = getGameOutcome(result);
    if (outcome === 'W') record.wins += 1;
    else if (outcome === 'L') record.losses += 1;
    else record.ties += 1;
  }
  return record;
}

/**
 * Winning percentage with a tie worth half a win; 0 with no games. Computed as one division of
 * integers, so equal fractions (2-2 and 3-3) give bit-identical numbers and compare exactly.
 */
export function computeWinPercentage(record: WinLossTie): number {
  const games = record.wins + record.losses + record.ties;
  return games === 0 ? 0 : (2 * record.wins + record.ties) / (2 * games);
}

/** "12-4", or "8-7-1" with ties. */
export function formatRecord(record: WinLossTie): string {
  return `${record.wins}-${record.losses}${record.ties > 0 ? `-${record.ties}` : ''}`;
}

/** ".625" style, as standings print percentages. */
export function formatPercentage(value: number): string {
  return value.toFixed(3).replace(/^0(?=\.)/, '');
}

/**
 * The percentage used to order clubs: as computeWinPercentage, except that a club with no games
 * counts as .500, so a club on its bye ranks between clubs that won and lost (not level with 0-2).
 */
export function computeRankingPercentage(record: WinLossTie): number {
  return record.wins + record.losses + record.ties === 0 ? 0.5 : computeWinPercentage(record);
}
