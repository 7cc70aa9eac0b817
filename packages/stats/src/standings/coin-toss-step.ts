import { computeCoinTossValue } from './coin-toss.js';
import type { TieBreakStep } from './tie-break-step.js';

/**
 * Coin toss: the last step, always decisive. Clubs are ordered by their deterministic toss value
 * (team id breaking the practically impossible hash collision), so no two share a score.
 */
export const coinTossStep: TieBreakStep = {
  name: 'coin toss',
  evaluate(group, { league }) {
    const ordered = [...group].sort((a, b) => {
      const difference = computeCoinTossValue(league.season, a) - computeCoinTossValue(league.season, b);
      return difference !== 0 ? difference : a.localeCompare(b);
    });
    return new Map(ordered.map((teamId, index) => [teamId, { score: index, label: '' }]));
  },
};
